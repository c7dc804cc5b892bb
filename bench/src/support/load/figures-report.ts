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

/**
 * One row per load: the CPU each request cost in the server's process, in PostgreSQL and in the
 * load generator (ms), and the shares of the machine left idle and stolen by its hypervisor. A
 * baseline without a server of its own shows its client's work under the load generator. The
 * server's main thread (its event loop) is shown apart: its time on a core, and its time queued
 * for one while it had work, both per request.
 */
export function cpuTable(rows: ReadonlyArray<readonly [string, LoadFigures]>): string {
  const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(3));
  return formatTable(
    [
      'load',
      'clients',
      'server ms',
      'main thread ms',
      'queued ms',
      'PostgreSQL ms',
      'load generator ms',
      'idle',
      'stolen',
    ],
    rows.map(([label, { clients, cpu }]) => [
      label,
      clients,
      ms(cpu?.server),
      ms(cpu?.serverMainThread?.onCore),
      ms(cpu?.serverMainThread?.queued),
      ms(cpu?.postgres),
      ms(cpu?.loadGenerator),
      percent(cpu?.idle),
      percent(cpu?.stolen),
    ]),
  );
}

/**
 * The framework's own cost beside PostgreSQL's, per request: the server's CPU against
 * PostgreSQL's under it, and PostgreSQL's against what the baseline's same work costs it.
 */
export function overheadLine(label: string, product: LoadFigures, baseline: LoadFigures): string {
  const server = product.cpu?.server ?? 0;
  const postgres = product.cpu?.postgres ?? 0;
  const baselinePostgres = baseline.cpu?.postgres ?? 0;
  const mainThread = product.cpu?.serverMainThread;
  return (
    `${label}: the product's process ${server.toFixed(3)} ms, ${(server / postgres).toFixed(1)}× PostgreSQL's ` +
    `${postgres.toFixed(3)} ms under it; PostgreSQL does ${(postgres / baselinePostgres).toFixed(1)}× the ` +
    `baseline's ${baselinePostgres.toFixed(3)} ms` +
    (mainThread ? `; ${queuedShare(mainThread)} of its main thread's working time queued for a core` : '')
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

/** The share of a thread's working time (on a core or queued for one) that it spent queued. */
function queuedShare({ onCore, queued }: { onCore: number; queued: number }): string {
  return percent(queued / Math.max(onCore + queued, Number.EPSILON));
}

function percent(share: number | undefined): string {
  return share === undefined ? '—' : `${Math.round(share * 100)}%`;
}

/** Two decimals keep the table readable; sub-millisecond latencies still show. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
