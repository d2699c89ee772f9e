// A new service worker takes over only through the prompt's button or the shopper's next link to another page.
type Listener = () => void;

type Activate = (target: string | undefined) => void;

interface AppUpdate {
  subscribe(listener: Listener): () => void;
  isWaiting(): boolean;
  offer(activate: Activate): void;
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
  waiting: boolean;
  opensElsewhere: boolean;
  from: { origin: string; pathname: string };
  to: { origin: string; pathname: string };
}

// Another page starts afresh either way; the rest stays client-side: a search keeps what is typed, back/forward
// restores at once, and a submission's result (the order's confirmation) lives in memory.
export function takesUpdate({ waiting, opensElsewhere, from, to }: LinkClick): boolean {
  return waiting && !opensElsewhere && from.origin === to.origin && from.pathname !== to.pathname;
}
