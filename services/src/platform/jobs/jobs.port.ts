/**
 * The jobs port (ARCHITECTURE.md §8). Two adapters implement it with the same semantics, proven
 * by one contract suite (jobs.contract.ts): BullMQ on Redis, and an in-process runner over the SQL
 * database, the embedded default.
 *
 * Each bounded context declares its jobs as a payload map and a catalogue (STYLE.md §6):
 *
 *   type ExportJobs = { 'exports.generate': { exportId: string } };
 *   const exportJobs: JobCatalogue<ExportJobs> = {
 *     'exports.generate': { attempts: 5, idempotencyKey: (p) => `export-${p.exportId}` },
 *   };
 *
 * and the process hands the catalogue with one handler per name to an adapter, which refuses to
 * be created when a name has no handler.
 */

/** Job names mapped to their payload types; declare it with `type`, as an interface has no index signature. */
export type JobPayloads = Record<string, unknown>;

export type JobName<Payloads extends JobPayloads> = keyof Payloads & string;

/** Defaults for one job, set once in the catalogue rather than at every enqueue. */
export interface JobPolicy<Payload> {
  /** Attempts before the job is failed for good; 3 when not set. */
  attempts?: number;
  /** Wait before the first retry, doubled for every further one; 1000 ms when not set. */
  backoffMs?: number;
  /** Derives the idempotency key from the payload, so that callers cannot forget it. */
  idempotencyKey?: (payload: Payload) => string;
}

/** The runtime half of a payload map: it lists every name, which types alone cannot do. */
export type JobCatalogue<Payloads extends JobPayloads> = {
  readonly [Name in JobName<Payloads>]: JobPolicy<Payloads[Name]>;
};

export interface JobContext {
  /** The id `enqueue` returned. */
  readonly jobId: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /** Records how far the job has got, a percentage from 0 to 100, for `getJob` to show. */
  reportProgress(percent: number): Promise<void>;
  /**
   * Aborted when the process is closing the Jobs. A long handler may stop early by throwing: the
   * job then goes back to waiting without the attempt being counted, and runs again later.
   */
  readonly signal: AbortSignal;
}

/**
 * Runs one attempt. Resolves with a JSON-serialisable result (kept with the job) or throws to fail
 * the attempt. Handlers must be safe to run twice: a process can stop after the work and before
 * the job is recorded as completed.
 */
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<unknown>;

export type JobHandlers<Payloads extends JobPayloads> = {
  readonly [Name in JobName<Payloads>]: JobHandler<Payloads[Name]>;
};

export interface EnqueueOptions {
  /** Enqueuing a key again adds nothing and returns the first job's id; default: the catalogue's key, else a fresh uuid. */
  idempotencyKey?: string;
  attempts?: number;
  backoffMs?: number;
  /** How long the job waits before its first attempt (a process's timer); 0 when not set. */
  delayMs?: number;
}

export interface EnqueueResult {
  id: string;
  /** True when a job with the same idempotency key already existed: nothing was added. */
  duplicate: boolean;
}

/**
 * When a scheduled job runs: every day at a time on the wire's clock ('HH:mm' in the deployment's
 * zone, Asia/Shanghai unless configured), or at a fixed interval.
 */
export type JobSchedule = { dailyAt: string } | { everyMs: number };

export type JobStatus = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobView {
  id: string;
  name: string;
  payload: unknown;
  /** 'waiting' covers both a job not started yet and one waiting for its next retry. */
  status: JobStatus;
  /** 0 to 100; 100 once completed. */
  progress: number;
  /** Attempts started so far, including the one running now. */
  attemptsMade: number;
  maxAttempts: number;
  /** Why the last attempt failed; absent once the job completed. */
  failedReason?: string;
  /** What the handler resolved with; absent when it resolved with nothing (undefined or null). */
  result?: unknown;
  createdAt: Date;
  /** When the job completed or failed for good. */
  finishedAt?: Date;
}

export interface Jobs<Payloads extends JobPayloads> {
  readonly kind: 'in-process' | 'bullmq';
  enqueue<Name extends JobName<Payloads>>(
    name: Name,
    payload: Payloads[Name],
    options?: EnqueueOptions,
  ): Promise<EnqueueResult>;
  /**
   * Enqueues `name` with `payload` at each time `schedule` names, under the scheduler `id`:
   * calling again with the same id replaces its schedule. Any number of processes may call it
   * for the same id; each occurrence is enqueued once. Only worker processes call it.
   */
  schedule<Name extends JobName<Payloads>>(
    id: string,
    schedule: JobSchedule,
    name: Name,
    payload: Payloads[Name],
  ): Promise<void>;
  getJob(id: string): Promise<JobView | undefined>;
  /** The dead-letter view: jobs that failed for good, the most recently failed first (default limit 50). */
  listFailed(limit?: number): Promise<JobView[]>;
  /** Begins running jobs; only processes with the worker role call it. Enqueuing works without it. */
  start(): Promise<void>;
  /** Stops taking jobs, aborts the running handlers' signals and waits for them to settle. */
  close(): Promise<void>;
}

/** The part of the Jobs a handler is given: enough to enqueue further jobs, not to run or close them. */
export type JobQueue<Payloads extends JobPayloads> = Pick<Jobs<Payloads>, 'enqueue'>;

/** Thrown by a handler to fail the job at once, without the remaining attempts (e.g. an invalid payload). */
export class UnrecoverableJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnrecoverableJobError';
  }
}
