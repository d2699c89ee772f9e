const tails = new WeakMap<object, Promise<unknown>>();

/** Runs `task` once every task started earlier on `key` has settled, so that two never overlap. */
export function oneAtATime<T>(key: object, task: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  tails.set(
    key,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}
