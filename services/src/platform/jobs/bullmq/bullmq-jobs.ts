import { randomUUID } from 'node:crypto';
import { type Job, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
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
  progressPercent,
} from '@platform/jobs/job-values';
import {
  type EnqueueOptions,
  type EnqueueResult,
  type JobCatalogue,
  type JobHandlers,
  type JobName,
  type JobPayloads,
  type Jobs,
  type JobSchedule,
  type JobView,
  UnrecoverableJobError,
} from '@platform/jobs/jobs.port';
import { getWireTimeZone } from '@platform/http/wire-dates';
import { bullmqJobId } from '@platform/jobs/bullmq/bullmq-job-id';
import { type BullmqEnvelope, toJobView } from '@platform/jobs/bullmq/bullmq-job-view';

export interface BullmqJobsOptions {
  redisUrl: string;
  /** The BullMQ queue name (no ':'); default 'default'. */
  queue?: string;
  /** Prefix of every Redis key, so that tests or tenants of one Redis stay apart; default BullMQ's 'bull'. */
  prefix?: string;
  /** Attempts running at once in this process; default 2. */
  concurrency?: number;
  /**
   * How long this worker's lock on a running job lasts unless renewed (BullMQ renews it at half
   * of it), and how often it looks for jobs whose worker died (stalled): such a job is taken over
   * within about twice this. Default BullMQ's 30 s.
   */
  lockMs?: number;
  /**
   * How long completed jobs are kept; default 14 days. An idempotency key is only remembered
   * while its job is: BullMQ accepts the key again once the job is removed. Failed jobs are kept
   * until removed by hand: they are the dead-letter view.
   */
  keepCompletedSeconds?: number;
  /** Connection and worker errors (a handler's failure is recorded with its job instead). */
  onError?: (error: unknown) => void;
}

const fourteenDaysInSeconds = 14 * 24 * 3600;

/**
 * Jobs on Redis through BullMQ, for when REDIS_URL is set: any number of worker processes share
 * the queue. Throws when a catalogue name has no handler, or a handler no catalogue name.
 */
export function createBullmqJobs<Payloads extends JobPayloads>(
  options: BullmqJobsOptions,
  catalogue: JobCatalogue<Payloads>,
  handlers: JobHandlers<Payloads>,
): Jobs<Payloads> {
  assertHandlersMatchCatalogue(catalogue, handlers);
  return new BullmqJobs(options, catalogue, handlers);
}

class BullmqJobs<Payloads extends JobPayloads> implements Jobs<Payloads> {
  readonly kind = 'bullmq';
  private readonly queueName: string;
  private readonly onError: (error: unknown) => void;
  private readonly concurrency: number;
  /** Producers keep ioredis' default retry limit: an enqueue fails rather than hangs while Redis is away. */
  private readonly queueConnection: Redis;
  private readonly queue: Queue<BullmqEnvelope>;
  private worker: { instance: Worker<BullmqEnvelope>; connection: Redis } | undefined;
  private closed: Promise<void> | undefined;

  constructor(
    private readonly options: BullmqJobsOptions,
    private readonly catalogue: JobCatalogue<Payloads>,
    private readonly handlers: JobHandlers<Payloads>,
  ) {
    this.queueName = options.queue ?? defaultQueue;
    this.onError = options.onError ?? defaultOnError;
    this.concurrency = checkedConcurrency(options.concurrency);
    this.queueConnection = new Redis(options.redisUrl);
    this.queueConnection.on('error', this.onError);
    this.queue = new Queue<BullmqEnvelope>(this.queueName, {
      connection: this.queueConnection,
      ...(options.prefix ? { prefix: options.prefix } : {}),
    });
    this.queue.on('error', this.onError);
  }

  async enqueue<Name extends JobName<Payloads>>(
    name: Name,
    payload: Payloads[Name],
    options?: EnqueueOptions,
  ): Promise<EnqueueResult> {
    const resolved = resolveEnqueueOptions(this.catalogue, name, payload, options);
    const id = bullmqJobId(resolved.idempotencyKey);
    const enqueueToken = randomUUID();
    await this.queue.add(
      name,
      { payload, enqueueToken },
      {
        jobId: id,
        attempts: resolved.attempts,
        backoff: { type: 'exponential', delay: resolved.backoffMs },
        delay: resolved.delayMs,
        removeOnComplete: { age: this.options.keepCompletedSeconds ?? fourteenDaysInSeconds },
        removeOnFail: false,
      },
    );
    const stored = await this.queue.getJob(id);
    // Gone already (removed by hand or by age in between): nothing to compare, so the add counts as ours.
    return { id, duplicate: stored !== undefined && stored.data.enqueueToken !== enqueueToken };
  }

  /** A BullMQ job scheduler: kept in Redis, so one schedule however many workers upsert it. */
  async schedule<Name extends JobName<Payloads>>(
    id: string,
    schedule: JobSchedule,
    name: Name,
    payload: Payloads[Name],
  ): Promise<void> {
    const resolved = resolveEnqueueOptions(this.catalogue, name, payload, { idempotencyKey: id });
    const repeat =
      'everyMs' in schedule
        ? { every: schedule.everyMs }
        : (({ hours, minutes }) => ({ pattern: `${minutes} ${hours} * * *`, tz: getWireTimeZone() }))(
            dailyTime(schedule.dailyAt),
          );
    await this.queue.upsertJobScheduler(id, repeat, {
      name,
      data: { payload, enqueueToken: id },
      opts: {
        attempts: resolved.attempts,
        backoff: { type: 'exponential', delay: resolved.backoffMs },
        removeOnComplete: { age: this.options.keepCompletedSeconds ?? fourteenDaysInSeconds },
        removeOnFail: false,
      },
    });
  }

  /**
   * BullMQ reads a job's fields and its state separately, and a job read while it moves would mix
   * two moments (failed, yet no attempt made). Read the state on both sides of the fields and
   * keep a reading during which it did not change.
   */
  async getJob(id: string): Promise<JobView | undefined> {
    for (;;) {
      const before = await this.queue.getJobState(id);
      if (before === 'unknown') return undefined;
      const job = await this.queue.getJob(id);
      const after = await this.queue.getJobState(id);
      if (!job || after === 'unknown') return undefined;
      if (before === after) return toJobView(job, after);
    }
  }

  async listFailed(limit?: number): Promise<JobView[]> {
    const jobs = await this.queue.getFailed(0, listLimit(limit) - 1);
    // A job removed between BullMQ's read of the failed set and of the job comes back undefined.
    return jobs.filter((job) => job !== undefined).map((job) => toJobView(job, 'failed'));
  }

  async start(): Promise<void> {
    if (this.worker) throw new Error('jobs already started');
    // BullMQ's worker blocks on Redis and must wait out an outage, never give up on a command.
    const connection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', this.onError);
    const instance = new Worker<BullmqEnvelope>(
      this.queueName,
      // Declared with three parameters: BullMQ passes the abort signal only to such processors.
      (job, token, signal) => this.process(job, token, signal),
      {
        connection,
        concurrency: this.concurrency,
        ...(this.options.lockMs
          ? { lockDuration: this.options.lockMs, stalledInterval: this.options.lockMs }
          : {}),
        ...(this.options.prefix ? { prefix: this.options.prefix } : {}),
      },
    );
    instance.on('error', this.onError);
    this.worker = { instance, connection };
    await instance.waitUntilReady();
  }

  private async process(job: Job<BullmqEnvelope>, token?: string, signal?: AbortSignal): Promise<unknown> {
    const handler = handlerFor(this.handlers, job.name);
    // Only a job enqueued by another version of the code can have a name this process does not know.
    if (!handler) throw new Error(`no handler for job "${job.name}" in this process`);
    const abortSignal = signal ?? new AbortController().signal;
    try {
      const result = await handler(job.data.payload, {
        jobId: String(job.id),
        // BullMQ counts attempts when they end: the ones before this.
        attempt: job.attemptsMade + 1,
        signal: abortSignal,
        reportProgress: async (percent) => job.updateProgress(progressPercent(percent)),
      });
      // Fail the attempt, as the SQL adapter does, rather than let BullMQ choke on storing it.
      JSON.stringify(result ?? null);
      return result ?? null;
    } catch (error) {
      if (this.closed && abortSignal.aborted && token) {
        // The process is stopping, not the job failing: back to waiting, the attempt not counted.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      if (error instanceof UnrecoverableJobError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    if (this.worker) {
      // close() first, so that the worker takes no new job once the aborted ones gave up theirs.
      const closed = this.worker.instance.close();
      this.worker.instance.cancelAllJobs('the jobs worker is closing');
      await closed;
      await this.worker.connection.quit();
    }
    await this.queue.close();
    await this.queueConnection.quit();
  }
}
