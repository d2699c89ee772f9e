/**
 * A new version of the app waiting to take over (a new service worker after a deploy), and the
 * one way to let it: the prompt's button, or the shopper's next navigation.
 */
type Listener = () => void;

export interface AppUpdate {
  subscribe(listener: Listener): () => void;
  isWaiting(): boolean;
  /** Called by the service-worker registration with what activates the waiting version. */
  offer(activate: () => void): void;
  /** Activates the waiting version, once; says whether there was one. */
  apply(): boolean;
}

export function createAppUpdate(): AppUpdate {
  const listeners = new Set<Listener>();
  let activate: (() => void) | null = null;
  let applied = false;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isWaiting: () => activate !== null && !applied,
    offer(next) {
      activate = next;
      applied = false;
      for (const listener of listeners) listener();
    },
    apply() {
      if (!activate || applied) return false;
      applied = true;
      activate();
      for (const listener of listeners) listener();
      return true;
    },
  };
}

export const appUpdate = createAppUpdate();
