/** Keeps every value a live callback delivers, so a test can wait for the one it expects. */
export class Recorder<T> {
  readonly values: T[] = [];
  private error: unknown = null;
  private waiters: { accept: (value: T) => boolean; resolve: (value: T) => void; reject: (error: unknown) => void }[] =
    [];

  readonly onValue = (value: T): void => {
    this.values.push(value);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.accept(value)) return true;
      waiter.resolve(value);
      return false;
    });
  };

  readonly onError = (error: unknown): void => {
    this.error = error;
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
  };

  /** The first value from the `from`-th on that passes `accept`; rejects on the callback's error. */
  next(accept: (value: T) => boolean, from = this.values.length): Promise<T> {
    const found = this.values.slice(from).find(accept);
    if (found !== undefined) return Promise.resolve(found);
    if (this.error) return Promise.reject(this.error);
    return new Promise((resolve, reject) => this.waiters.push({ accept, resolve, reject }));
  }

  /** The first value ever delivered, or the error. */
  first(): Promise<T> {
    return this.next(() => true, 0);
  }
}
