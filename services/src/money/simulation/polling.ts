import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks `probe` until it answers something, every `intervalMs`: how the simulator waits for what
 * the product does after a call answers (a bank notice recorded, a bank job's answer). Fails
 * naming `what` after `timeoutMs`; stops when `signal` aborts.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs, signal, intervalMs = 50 }: { timeoutMs: number; signal?: AbortSignal; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for ${what}`);
    await sleep(intervalMs, undefined, { signal });
  }
}
