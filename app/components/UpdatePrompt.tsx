import { createPath, useBlocker } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore, type MutableRefObject } from "react";
import { appUpdate, takesUpdate } from "~/lib/app-update";
import { registerServiceWorker } from "~/lib/service-worker.client";
import * as styles from "./UpdatePrompt.css";

/**
 * The method of the form whose submit event is being handled, if any. The router asks the blocker
 * while Remix's <Form> handles that event, and does not tell the blocker a form started it.
 */
function useSubmittingFormMethod(): MutableRefObject<string | undefined> {
  const method = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Capture on window runs before React's handlers, which sit on the document.
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      method.current = event.target.method;
      // A task later every handler of this event has run, the router's navigation included.
      window.setTimeout(() => {
        method.current = undefined;
      });
    };
    window.addEventListener("submit", onSubmit, { capture: true });
    return () => window.removeEventListener("submit", onSubmit, { capture: true });
  }, []);
  return method;
}

/**
 * When a new version is waiting, a link to another page takes it: the router's navigation is held
 * back and the new version loads that page in full. Every other navigation stays client-side.
 */
function useUpdateOnNavigation() {
  const formMethod = useSubmittingFormMethod();
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) =>
    takesUpdate({
      waiting: appUpdate.isWaiting(),
      historyAction,
      formMethod: formMethod.current,
      from: currentLocation,
      to: nextLocation,
    }),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (appUpdate.apply(createPath(blocker.location))) {
      // The page stays as it is until the new version loads the target.
      blocker.reset();
    } else {
      // The version was taken meanwhile (the button): the navigation goes on as usual.
      blocker.proceed();
    }
  }, [blocker]);
}

/**
 * Registers the service worker and says "Nova versão disponível — atualizar" while a new one
 * waits. Root loads this module lazily, when idle after the first load.
 */
export function UpdatePrompt() {
  useEffect(() => void registerServiceWorker(), []);
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
  useUpdateOnNavigation();
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
