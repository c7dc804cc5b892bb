import type { LoadFigures } from '@bench/support/load/load-recipe';
import { formatTable } from '@bench/support/text-table';

/** One row per load: what ran, its rate and latencies (ms), and what failed. */
export function figuresTable(rows: ReadonlyArray<readonly [string, LoadFigures]>): string {
  return formatTable(
    ['load', 'clients', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'misses'],
    rows.map(([label, figures]) => [
      label,
      figures.clients,
      round(figures.perSecond),
      round(figures.p50),
      round(figures.p95),
      round(figures.p99),
      round(figures.max),
      figures.errors,
      figures.misses,
    ]),
  );
}

/** The first failure of each load that had one, so that a bad figure says why. */
export function failuresOf(rows: ReadonlyArray<readonly [string, LoadFigures]>): string[] {
  return rows.flatMap(([label, figures]) =>
    figures.firstFailure === undefined ? [] : [`${label}: ${figures.firstFailure}`],
  );
}

/** A ratio against its target, e.g. "0.03 (target ≥ 0.2: missed)". */
export function ratioLine(name: string, value: number, target: string, met: boolean): string {
  return `${name}: ${value.toFixed(3)}  (target ${target}: ${met ? 'met' : 'missed'})`;
}

/** The command that reproduces this run, settings included. */
export function commandLine(bench: string, settings: Record<string, string | number>): string {
  const env = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
  return [...env, 'npm run bench', bench].join(' ');
}

/** Two decimals keep the table readable; sub-millisecond latencies still show. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
