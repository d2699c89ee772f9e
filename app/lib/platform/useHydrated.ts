import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False until hydrated: controls needing the app stay disabled, as a press would be lost or post to a static host. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
