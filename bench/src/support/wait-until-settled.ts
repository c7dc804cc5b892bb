import { sleep } from '@bench/support/concurrent-writers';

export interface SettleOptions {
  /** Once this many have arrived, wait only `settleMs` more (for duplicates to show). */
  expected: number;
  settleMs: number;
  /** Below `expected`, give up after this long without progress: the consumer thinks it is done. */
  idleMs: number;
  timeoutMs: number;
}

/** Waits until a growing count stops changing, so that a consumer's final tally can be read. */
export async function waitUntilSettled(count: () => number, options: SettleOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let last = count();
  let lastChange = Date.now();
  while (Date.now() < deadline) {
    await sleep(50);
    const now = count();
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    }
    const quietFor = Date.now() - lastChange;
    if (quietFor >= (now >= options.expected ? options.settleMs : options.idleMs)) return;
  }
}
