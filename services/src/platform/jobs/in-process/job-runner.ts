import type { AdvisoryLock, SqlDatabase } from '@platform/database/database';
import type { JobRow, JobsRepository } from '@platform/jobs/in-process/jobs.repository';

/** Sent on PostgreSQL after every enqueue, so that the runner in another process starts at once. */
export const jobsEnqueuedChannel = 'jobs_enqueued';

export interface JobRunnerOptions {
  database: SqlDatabase;
  repository: JobsRepository;
  /** Names the advisory lock that makes this runner the only one of its queue. */
  lockKey: string;
  /** Attempts running at once. */
  concurrency: number;
  /** The longest an idle runner sleeps: the fallback for a wake-up that never came. */
  pollMs: number;
  /** How often a standing-by runner asks for the lock another one holds. */
  campaignEveryMs: number;
  /** Runs one claimed attempt and records its outcome; never rejects. */
  runAttempt(job: JobRow, signal: AbortSignal): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Claims due jobs and runs them, at most `concurrency` at a time.
 *
 * One runner per queue at a time, enforced by an advisory lock: at start the runner returns the
 * jobs a dead runner left 'active' to waiting, which is only safe when no other runner is alive
 * to be working on them. Other processes stand by and take over when the lock is freed (its
 * holder stopped or its connection died); running jobs on several machines at once is what the
 * BullMQ adapter is for. On PGlite the data belongs to one process and the lock is always granted.
 *
 * An idle runner sleeps until the next retry is due, woken early by an enqueue in this process or
 * (PostgreSQL) a notification from another, and never longer than `pollMs`.
 */
export class JobRunner {
  private readonly running = new Map<Promise<void>, AbortController>();
  private life: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;
  private leading = false;
  private wakeRequested = false;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly options: JobRunnerOptions) {}

  async start(): Promise<void> {
    if (this.life) throw new Error('the jobs runner is already started');
    this.unlisten = await this.options.database.listen(jobsEnqueuedChannel, () => this.wake());
    this.life = this.lead();
  }

  /** A job may be due: look now rather than at the end of the current sleep. */
  wake(): void {
    // A runner standing by does not claim; waking it would only ask for the lock more often.
    if (!this.leading) return;
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** Stops claiming, aborts the running attempts' signals and waits for them to settle. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const controller of this.running.values()) {
      controller.abort(new Error('the jobs runner is stopping'));
    }
    this.wakeUp?.();
    await this.life;
    await this.unlisten?.();
  }

  private async lead(): Promise<void> {
    while (!this.stopped) {
      let lockLost = false;
      const lock = await this.campaign(() => {
        lockLost = true;
        this.options.onError(new Error(`lost the connection holding the lock "${this.options.lockKey}"`));
        this.wake();
      });
      if (!lock) return;
      this.leading = true;
      try {
        await this.options.repository.recoverInterrupted();
        await this.claimWhile(() => !this.stopped && !lockLost);
      } catch (error) {
        this.options.onError(error);
        await this.sleep(this.options.pollMs);
      } finally {
        this.leading = false;
        await Promise.all(this.running.keys());
        await lock.release().catch((error: unknown) => this.options.onError(error));
      }
    }
  }

  /** Asks for the lock until it is granted; undefined when stopped first. */
  private async campaign(onLost: () => void): Promise<AdvisoryLock | undefined> {
    while (!this.stopped) {
      try {
        const lock = await this.options.database.tryAdvisoryLock(this.options.lockKey, onLost);
        if (lock) return lock;
      } catch (error) {
        this.options.onError(error);
      }
      await this.sleep(this.options.campaignEveryMs);
    }
    return undefined;
  }

  private async claimWhile(leading: () => boolean): Promise<void> {
    const { repository, concurrency, pollMs } = this.options;
    while (leading()) {
      if (this.running.size >= concurrency) {
        await this.sleep(pollMs); // woken when an attempt ends
        continue;
      }
      try {
        const job = await repository.claimNext();
        if (job && this.stopped) {
          await repository.finishAttempt(job, { kind: 'interrupted' });
        } else if (job) {
          this.spawn(job);
        } else {
          const dueInMs = await repository.msUntilNextDue();
          // At least a few ms, so that a job due now but not claimable cannot make the loop spin.
          await this.sleep(dueInMs === undefined ? pollMs : Math.min(Math.max(dueInMs, 5), pollMs));
        }
      } catch (error) {
        this.options.onError(error);
        await this.sleep(pollMs);
      }
    }
  }

  private spawn(job: JobRow): void {
    const controller = new AbortController();
    const attempt = this.options
      .runAttempt(job, controller.signal)
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => {
        this.running.delete(attempt);
        this.wake();
      });
    this.running.set(attempt, controller);
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped || this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.wakeRequested = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
