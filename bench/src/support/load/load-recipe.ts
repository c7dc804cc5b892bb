import type { CpuPerRequest } from '@bench/support/load/process-cpu';
import type { BareCaller } from '@bench/support/bare-access';
import type { LedgerTransactionKind, Posting } from '@services/money/ledger/ledger-transaction';

/**
 * What one load-generator process does, as plain data: it crosses a process boundary (IPC), so
 * it holds no functions. In every template `{{seq}}` becomes a value unique in the whole run.
 */
export type LoadRecipe = HttpRecipe | FloorRecipe | ListSqlRecipe | PostingsRecipe;

export interface HttpRecipe {
  kind: 'http';
  method: 'GET' | 'POST';
  /** Absolute URL template. */
  url: string;
  /** One header set per client, dealt round-robin: each writer its own signed-in session. */
  headers: ReadonlyArray<Record<string, string>>;
  /** JSON body template, sent with content-type application/json. */
  body?: string;
  /**
   * Values dealt to successive requests in turn, one each: `{{item}}` in the body becomes the
   * request's (an order of its own per consumption, when there are more orders than clients).
   */
  items?: readonly string[];
  /** A read made after each successful answer, which must show what the request wrote. */
  verify?: ReadBack;
}

/**
 * Read-your-writes from outside: after an answer, GET `urls[(i + 1) % urls.length]` where `i` is
 * the upstream the balancer names in `upstreamHeader` (so the read goes to ANOTHER process), and
 * expect its body to contain `expect`. A body without it counts as a miss.
 */
export interface ReadBack {
  upstreamHeader: string;
  urls: readonly string[];
  expect: string;
}

/**
 * The floor under a command: a plain INSERT of the row and a SELECT of it by id, with `pg`, one
 * connection per client, into `table` (shaped as blade_param).
 */
export interface FloorRecipe {
  kind: 'sql-floor';
  databaseUrl: string;
  table: string;
}

/**
 * GET param/list's SQL without HTTP: the statements the bare baseline sends for one call
 * (list-statements.ts), from the load process, to tell PostgreSQL's time from the servers'.
 */
export interface ListSqlRecipe {
  kind: 'list-sql';
  databaseUrl: string;
  caller: BareCaller;
  size: number;
}

/**
 * The plain baseline under a movement of money: its postings inserted into `table` (shaped as
 * the ledger keeps them) by one INSERT in one transaction per movement, a fresh transaction id
 * each time, one connection per client. `movements` are dealt to successive requests in turn.
 */
export interface PostingsRecipe {
  kind: 'postings';
  databaseUrl: string;
  table: string;
  transactionKind: LedgerTransactionKind;
  movements: ReadonlyArray<readonly Posting[]>;
}

export interface LoadPlan {
  recipe: LoadRecipe;
  clients: number;
  seconds: number;
  /** Run this long first and forget it: connections opened, caches warm. */
  warmupSeconds: number;
  /** Prefix of every `{{seq}}`, so that runs on one database never repeat a value. */
  runId: string;
}

export interface LoadFigures {
  clients: number;
  requests: number;
  errors: number;
  /** Reads-back that did not show the write (ReadBack). */
  misses: number;
  seconds: number;
  perSecond: number;
  /** Milliseconds, of successful requests only. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The first error or miss, to say what went wrong. */
  firstFailure?: string;
  /** Where the measured load's CPU went, per request (run-load adds it). */
  cpu?: CpuPerRequest;
}

/**
 * What the load generator tells run-load.ts, each time waiting for its answer: that its measured
 * load is about to start (so that the CPU window opens first), then its figures and the CPU
 * seconds it used itself while measuring (so that the window closes before its connections do).
 */
export type LoadChildMessage =
  { kind: 'measuring' } | { kind: 'figures'; figures: LoadFigures; cpuSeconds: number };

/** Replaces every `{{seq}}` of a template, and every `{{item}}` when the request was dealt one. */
export function fill(template: string, seq: string, item?: string): string {
  const filled = template.replaceAll('{{seq}}', seq);
  return item === undefined ? filled : filled.replaceAll('{{item}}', item);
}
