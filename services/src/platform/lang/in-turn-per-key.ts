/**
 * Runs the work given for one key one at a time, in the order it was given (a failure does not
 * stop the work queued behind it); different keys run side by side. A key is forgotten once its
 * last work has settled, so the map holds only keys with work under way.
 */
export class InTurnPerKey {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have work under way. */
  get busyKeys(): number {
    return this.tails.size;
  }
}
