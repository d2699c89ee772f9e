import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the render right after:
 * controls that need the app stay disabled until a press can reach it, instead of being lost or
 * posting a form to a static host.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
