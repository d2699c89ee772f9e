import { useEffect, useSyncExternalStore } from "react";

import { appUpdate, takesUpdate } from "~/lib/platform";
import { registerServiceWorker } from "~/lib/platform/service-worker.client";

import * as styles from "./UpdatePrompt.css";

function opensElsewhere(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return event.button !== 0 || modified || !["", "_self"].includes(link.target) || link.hasAttribute("download");
}

/** Only link clicks take a waiting version; searches, submissions and back/forward stay client-side. */
function useUpdateOnLinkClick() {
  useEffect(() => {
    // Capture on window runs before the router's click handler, which then sees defaultPrevented.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
      const to = new URL(link.href);
      const click = {
        waiting: appUpdate.isWaiting(),
        opensElsewhere: opensElsewhere(event, link),
        from: window.location,
        to,
      };
      if (takesUpdate(click) && appUpdate.apply(to.pathname + to.search + to.hash)) event.preventDefault();
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}

export function UpdatePrompt() {
  useEffect(() => void registerServiceWorker(), []);
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
  useUpdateOnLinkClick();
  return (
    <div role="status" className={styles.region}>
      {waiting ? (
        <p className={styles.prompt}>
          Nova versão disponível —
          <button type="button" className={styles.action} onClick={() => appUpdate.apply()}>
            atualizar
          </button>
        </p>
      ) : null}
    </div>
  );
}
