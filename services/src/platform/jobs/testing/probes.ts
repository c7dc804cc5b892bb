/**
 * Waiting in tests on conditions rather than on time, so that a loaded machine makes a test
 * slower, never wrong.
 */

/** Resolves with the first truthy answer of `probe`; fails with `description` after `timeoutMs`. */
export async function waitFor<T>(
  description: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined | false;
  for (;;) {
    last = await probe();
    if (last) return last;
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${description} (last answer: ${JSON.stringify(last)})`,
      );
    }
    await sleep(25);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise the test settles by hand: lets a handler pause until the test has looked. */
export interface Gate {
  readonly opened: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Resolves when `signal` is aborted. */
export function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
