/**
 * A new version of the app waiting to take over (a new service worker after a deploy), and the
 * one way to let it: the prompt's button, or the shopper's next link to another page.
 */
type Listener = () => void;

/** Makes the waiting version take over, then loads `target` (a path of this app) or reloads this page. */
type Activate = (target: string | undefined) => void;

interface AppUpdate {
  subscribe(listener: Listener): () => void;
  isWaiting(): boolean;
  /** Called by the service-worker registration with what activates the waiting version. */
  offer(activate: Activate): void;
  /** Activates the waiting version, once, and loads `target` with it; says whether there was one. */
  apply(target?: string): boolean;
}

export function createAppUpdate(): AppUpdate {
  const listeners = new Set<Listener>();
  let activate: Activate | null = null;
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
    apply(target) {
      if (!activate || applied) return false;
      applied = true;
      activate(target);
      for (const listener of listeners) listener();
      return true;
    },
  };
}

export const appUpdate = createAppUpdate();

export interface LinkClick {
  /** Whether a new version is waiting. */
  waiting: boolean;
  /** The click opens the link elsewhere: another button, a modifier key, a target, a download. */
  opensElsewhere: boolean;
  from: { origin: string; pathname: string };
  to: { origin: string; pathname: string };
}

/**
 * Whether a click on a link should take the waiting version, as a full load of its target. Only
 * a link to another page of the shop does: that page starts afresh either way. Everything else
 * stays client-side: a new search on the same page keeps what is typed, back/forward is
 * restored at once, and what a form submission leaves (the order's confirmation) lives in memory.
 */
export function takesUpdate({ waiting, opensElsewhere, from, to }: LinkClick): boolean {
  return waiting && !opensElsewhere && from.origin === to.origin && from.pathname !== to.pathname;
}
