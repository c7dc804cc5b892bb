/**
 * The fake bank's deferred work (late answers, late notifications, retries), so that closing the
 * bank cancels all of it and a test's process does not hang on a timer.
 */
export class FakeBankTimers {
  private readonly pending = new Set<NodeJS.Timeout>();

  later(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      work();
    }, ms);
    this.pending.add(timer);
  }

  /** Resolves after ms, or never once the timers are cleared. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.later(ms, resolve));
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
