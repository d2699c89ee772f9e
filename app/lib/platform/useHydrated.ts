import { startTransition, useEffect, useState } from "react";

/** Set by the first component hydrated: whatever mounts after it renders enabled at once. */
let appHydrated = false;

/**
 * False until hydrated: controls needing the app stay disabled, as a press would be lost or post to a static host.
 * Turned true in a transition: useSyncExternalStore's server snapshot re-rendered every card in one sync task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
