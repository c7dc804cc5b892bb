/**
 * Runs `total` operations on `writers` concurrent loops, each taking the next index as soon as
 * its previous operation finished, and answers how long that took in milliseconds.
 */
export async function runConcurrently(
  writers: number,
  total: number,
  operation: (index: number, writer: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (next < total) await operation(next++, writer);
    }),
  );
  return performance.now() - started;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
