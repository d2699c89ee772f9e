// Chromium keeps a chunk whose module fetch failed failed until the page reloads: an import asked again once the
// connection returns fails again. So a chunk is first fetched plainly into the HTTP cache, where a failure is not
// kept, and only when it can arrive; its import then needs no connection.

type Listener = (waiting: boolean) => void;

const listeners = new Set<Listener>();
const fetched = new Set<string>();
let waiting = 0;

function changeWaiting(by: number): void {
  waiting += by;
  for (const listener of listeners) listener(waiting > 0);
}

/** Online, or a service worker controls the page: it took control only once its precache held every chunk. */
export function chunksReachable(): boolean {
  if (typeof navigator === "undefined") return true;
  return navigator.onLine || !!navigator.serviceWorker?.controller;
}

/**
 * At once when chunks can arrive; else at the browser's next "online". `announce`: what the shopper asked for (a
 * page, a form, a dialog) waits, and the page says so meanwhile.
 */
export function whenChunksReachable({ announce = false } = {}): Promise<void> {
  if (chunksReachable()) return Promise.resolve();
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
  return whenChunksReachable(options).then(load);
}

/** Tries of a fetch that failed while the browser still said it was online, before the import is left to fail. */
const FETCH_TRIES = 4;

/**
 * `urls` fetched into the HTTP cache once they can arrive, each once: a connection lost meanwhile only delays them.
 * An error answer (a newer deploy took the chunk away) is left to the import.
 */
export async function fetchChunksWhenReachable(urls: readonly string[], options?: { announce?: boolean }) {
  let missing = urls.filter((url) => !fetched.has(url));
  for (let tries = 0; missing.length > 0 && tries < FETCH_TRIES; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    await whenChunksReachable(options);
    const results = await Promise.allSettled(missing.map((url) => fetch(url)));
    missing = missing.filter((url, index) => {
      if (results[index]?.status === "rejected") return true;
      fetched.add(url);
      return false;
    });
    if (missing.length > 0 && !navigator.onLine) tries = 0;
  }
}

/** Told whether some part of the page waits for the connection to load. */
export function subscribeToChunkWaits(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting > 0);
  return () => {
    listeners.delete(listener);
  };
}
