/** Percentiles by the nearest-rank method over every recorded latency (milliseconds). */
export function percentiles(latencies: readonly number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = Float64Array.from(latencies).sort();
  const rank = (fraction: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return {
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
  };
}
