import { formatTable } from '@bench/support/text-table';

/**
 * Runs each read once per round, in turn, after ten warm-up rounds, so that a busy moment of
 * the machine falls on every contender alike; answers each one's times in ms.
 */
export async function alternately(
  reads: Record<string, () => Promise<unknown>>,
  rounds: number,
): Promise<Map<string, number[]>> {
  const times = new Map(Object.keys(reads).map((name) => [name, [] as number[]]));
  for (let round = -10; round < rounds; round++) {
    for (const [name, read] of Object.entries(reads)) {
      const started = performance.now();
      await read();
      if (round >= 0) times.get(name)!.push(performance.now() - started);
    }
  }
  return times;
}

/** p50 and p95 of each read, and its p50 beside the first read's (the baseline); answers the rows. */
export function reportTimings(
  title: string,
  timings: Map<string, number[]>,
): Array<{ name: string; p50: number; p95: number }> {
  const rows = [...timings].map(([name, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  });
  const baseline = rows[0]!.p50;
  console.log(`\n${title} (ms)`);
  console.log(
    formatTable(
      ['read', 'p50', 'p95', 'p50 / first'],
      rows.map(({ name, p50, p95 }) => [name, p50, p95, p50 / baseline]),
    ),
  );
  return rows;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}
