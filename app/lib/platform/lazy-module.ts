import { chunksReachable, whenChunksReachable } from "./lazy-import";

interface LazyModule<T> {
  (): Promise<T>;
  /** Null while it never loaded and cannot now: the caller goes on without it. */
  ifReachable(): Promise<T> | null;
}

/** One module's import, kept once it loaded, so the page uses it offline too; a failed one may be asked again. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  let loaded = false;
  const start = () =>
    load().then(
      (module) => {
        loaded = true;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  const get = () => (loading ??= whenChunksReachable().then(start));
  get.ifReachable = () => (loaded || chunksReachable() ? get() : null);
  return get;
}

/** Starts a listener from a module once it has loaded; the returned function stops it, loaded or not. */
export function listenOnceLoaded<T>(
  load: () => Promise<T>,
  start: (module: T) => () => void,
  onError: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
