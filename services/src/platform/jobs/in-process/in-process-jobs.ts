import type { SqlDatabase } from '@platform/database/database';
import {
  assertHandlersMatchCatalogue,
  handlerFor,
  resolveEnqueueOptions,
} from '@platform/jobs/job-catalogue';
import {
  checkedConcurrency,
  dailyTime,
  defaultOnError,
  defaultQueue,
  listLimit,
  nextDailyOccurrence,
} from '@platform/jobs/job-values';
import type {
  EnqueueOptions,
  EnqueueResult,
  JobCatalogue,
  JobHandlers,
  JobName,
  JobPayloads,
  Jobs,
  JobSchedule,
  JobView,
} from '@platform/jobs/jobs.port';
import { JobRunner, jobsEnqueuedChannel } from '@platform/jobs/in-process/job-runner';
import { type JobRow, JobsRepository } from '@platform/jobs/in-process/jobs.repository';
import { runAttempt } from '@platform/jobs/in-process/run-attempt';

export interface InProcessJobsOptions {
  database: SqlDatabase;
  /** Jobs of different queues share the table and never meet; default 'default'. */
  queue?: string;
  /** Attempts running at once in this process; default 2. */
  concurrency?: number;
  /** The longest an idle runner waits before looking for due jobs itself; default 1000 ms. */
  pollMs?: number;
  /** How often a process standing by asks to become the queue's runner; default 2000 ms. */
  campaignEveryMs?: number;
  /** Errors of the runner itself (a handler's failure is recorded with its job instead). */
  onError?: (error: unknown) => void;
}

/**
 * Jobs in the SQL database (PGlite or PostgreSQL): the embedded default when there is no Redis.
 * Durable like the rest of the data, and one runner per queue at a time (job-runner.ts).
 * Throws when a catalogue name has no handler, or a handler no catalogue name.
 */
export function createInProcessJobs<Payloads extends JobPayloads>(
  options: InProcessJobsOptions,
  catalogue: JobCatalogue<Payloads>,
  handlers: JobHandlers<Payloads>,
): Jobs<Payloads> {
  assertHandlersMatchCatalogue(catalogue, handlers);
  return new InProcessJobs(options, catalogue, handlers);
}

class InProcessJobs<Payloads extends JobPayloads> implements Jobs<Payloads> {
  readonly kind = 'in-process';
  private readonly repository: JobsRepository;
  private readonly queue: string;
  private readonly onError: (error: unknown) => void;
  private readonly concurrency: number;
  private runner: JobRunner | undefined;
  /** The schedules' timers, by scheduler id. */
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly options: InProcessJobsOptions,
    private readonly catalogue: JobCatalogue<Payloads>,
    private readonly handlers: JobHandlers<Payloads>,
  ) {
    this.queue = options.queue ?? defaultQueue;
    this.repository = new JobsRepository(options.database.db, this.queue);
    this.onError = options.onError ?? defaultOnError;
    this.concurrency = checkedConcurrency(options.concurrency);
  }

  async enqueue<Name extends JobName<Payloads>>(
    name: Name,
    payload: Payloads[Name],
    options?: EnqueueOptions,
  ): Promise<EnqueueResult> {
    const resolved = resolveEnqueueOptions(this.catalogue, name, payload, options);
    const id = await this.repository.insert(name, JSON.stringify(payload ?? null), resolved);
    if (id === undefined) {
      const existing = await this.repository.idByKey(resolved.idempotencyKey);
      // Rows are never deleted, so the row that held the key is still there.
      if (existing === undefined) {
        throw new Error(`job with idempotency key "${resolved.idempotencyKey}" vanished`);
      }
      return { id: existing, duplicate: true };
    }
    this.runner?.wake();
    // The job is stored whatever happens to the notification; the other runner's poll finds it.
    await this.options.database.notify(jobsEnqueuedChannel).catch(this.onError);
    return { id, duplicate: false };
  }

  /**
   * A timer in this process: at each occurrence it enqueues the job under a key naming the
   * scheduler and the occurrence, so that the same schedule kept by several processes (or a
   * restarted one) enqueues each occurrence once.
   */
  async schedule<Name extends JobName<Payloads>>(
    id: string,
    schedule: JobSchedule,
    name: Name,
    payload: Payloads[Name],
  ): Promise<void> {
    // Checked now, as BullMQ checks its scheduler when it is upserted.
    resolveEnqueueOptions(this.catalogue, name, payload);
    const next = nextOccurrence(schedule);
    const arm = (at: Date) => {
      clearTimeout(this.timers.get(id));
      const timer = setTimeout(
        () => {
          const key = `schedule:${id}:${at.toISOString()}`;
          this.enqueue(name, payload, { idempotencyKey: key }).catch(this.onError);
          arm(next(new Date(at.getTime() + 1)));
        },
        Math.max(0, at.getTime() - Date.now()),
      );
      timer.unref();
      this.timers.set(id, timer);
    };
    arm(next(new Date()));
  }

  async getJob(id: string): Promise<JobView | undefined> {
    // Ids are bigints; anything else (such as an id of the BullMQ adapter) would be a SQL error.
    if (!/^[0-9]{1,18}$/.test(id)) return undefined;
    const row = await this.repository.find(id);
    return row && toJobView(row);
  }

  async listFailed(limit?: number): Promise<JobView[]> {
    const rows = await this.repository.listFailed(listLimit(limit));
    return rows.map(toJobView);
  }

  async start(): Promise<void> {
    if (this.runner) throw new Error('jobs already started');
    const { database, pollMs = 1000, campaignEveryMs = 2000 } = this.options;
    const deps = {
      repository: this.repository,
      handlerFor: (name: string) => handlerFor(this.handlers, name),
      onError: this.onError,
    };
    this.runner = new JobRunner({
      database,
      repository: this.repository,
      lockKey: `jobs:${this.queue}`,
      concurrency: this.concurrency,
      pollMs,
      campaignEveryMs,
      runAttempt: (job, signal) => runAttempt(deps, job, signal),
      onError: this.onError,
    });
    await this.runner.start();
  }

  async close(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.runner?.stop();
  }
}

function toJobView(row: JobRow): JobView {
  return {
    id: row.id,
    name: row.name,
    payload: row.payload,
    status: row.status,
    progress: row.progress,
    attemptsMade: row.attempts_made,
    maxAttempts: row.max_attempts,
    ...(row.failed_reason !== null ? { failedReason: row.failed_reason } : {}),
    ...(row.result !== null ? { result: row.result } : {}),
    createdAt: row.created_at,
    ...(row.finished_at !== null ? { finishedAt: row.finished_at } : {}),
  };
}

/** The first occurrence of a schedule at or after a moment. */
function nextOccurrence(schedule: JobSchedule): (from: Date) => Date {
  if ('everyMs' in schedule) {
    const { everyMs } = schedule;
    if (!Number.isInteger(everyMs) || everyMs < 1)
      throw new RangeError(`everyMs must be positive, got ${everyMs}`);
    // Aligned to multiples of the interval, as BullMQ's `every` is: every process names the same occurrences.
    return (from) => new Date(Math.ceil(from.getTime() / everyMs) * everyMs);
  }
  const { dailyAt } = schedule;
  // A malformed time throws now, when it is scheduled, as BullMQ's does.
  dailyTime(dailyAt);
  return (from) => nextDailyOccurrence(dailyAt, from);
}
