import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { appUpdate } from "~/lib/app-update";
import { registerServiceWorker } from "~/lib/service-worker.client";
import * as styles from "./UpdatePrompt.css";

/** When a new version is waiting, the next navigation takes it: a full load of the new page. */
function useUpdateOnNavigation() {
  const { key } = useLocation();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    appUpdate.apply();
  }, [key]);
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
