// Chromium keeps a chunk whose fetch failed failed until the page reloads: an import asked again once the
// connection returns fails again. So a chunk not yet loaded is asked for only when it can arrive.

type Listener = (waiting: boolean) => void;

const listeners = new Set<Listener>();
const preloaded = new Set<string>();
let waiting = 0;

function changeWaiting(by: number): void {
  waiting += by;
  for (const listener of listeners) listener(waiting > 0);
}

/** Online, or a service worker controls the page: it took control only once its precache held every chunk. */
export function chunksReachable(url?: string): boolean {
  if (typeof navigator === "undefined") return true;
  if (url !== undefined && preloaded.has(url)) return true;
  return navigator.onLine || !!navigator.serviceWorker?.controller;
}

/**
 * At once when `url` (or any chunk) can arrive; else at the browser's next "online". `announce`: what the shopper
 * asked for (a page, a form, a dialog) waits, and the page says so meanwhile.
 */
export function whenChunksReachable(url?: string, { announce = false } = {}): Promise<void> {
  if (chunksReachable(url)) return Promise.resolve();
  const by = announce ? 1 : 0;
  changeWaiting(by);
  return new Promise((resolve) => {
    window.addEventListener(
      "online",
      () => {
        changeWaiting(-by);
        resolve();
      },
      { once: true },
    );
  });
}

/** `load`'s import once its chunk can arrive: an import that waits for the connection rather than failing. */
export function importWhenReachable<T>(load: () => Promise<T>, options?: { announce?: boolean }): Promise<T> {
  return whenChunksReachable(undefined, options).then(load);
}

/** A route's chunks fetched ahead (modulepreload): its import needs no connection then. */
export function markPreloaded(url: string): void {
  preloaded.add(url);
}

/** Told whether some part of the page waits for the connection to load. */
export function subscribeToChunkWaits(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting > 0);
  return () => {
    listeners.delete(listener);
  };
}
