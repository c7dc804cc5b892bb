/**
 * An async iterator fed by pushes: what a GraphQL subscription hands Mercurius. Values pushed
 * while nobody waits are kept in order. `return()` (the client unsubscribed or left) ends it at
 * once, even while a `next()` waits, and runs `onEnd`: an async generator would only see its
 * return after the next value came, keeping its source open until then.
 */
export class PushedValues<T> implements AsyncIterableIterator<T> {
  private readonly kept: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private ended = false;

  constructor(private readonly onEnd: () => Promise<void> | void) {}

  push(value: T): void {
    if (this.ended) return;
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting({ value, done: false });
    else this.kept.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.kept.length > 0) return Promise.resolve({ value: this.kept.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  async return(): Promise<IteratorResult<T>> {
    if (!this.ended) {
      this.ended = true;
      this.kept.length = 0;
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
      await this.onEnd();
    }
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
