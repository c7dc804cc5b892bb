import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, JobsTable } from '@infra/schema/database';
import type { ResolvedEnqueue } from '@platform/jobs/job-catalogue';
import { assertNever } from '@platform/lang/assert-never';

export type JobRow = Selectable<JobsTable>;

/**
 * One attempt of one job. Writes about an attempt match its number too: should a runner that lost
 * its lock finish late, after the job was recovered and claimed again, it cannot overwrite the
 * newer attempt.
 */
export type AttemptRef = Pick<JobRow, 'id' | 'attempts_made'>;

/** What became of an attempt, as the runner records it. */
export type AttemptOutcome =
  | { kind: 'completed'; resultJson: string }
  /** `retryInMs` undefined: no attempt left (or none wanted), the job failed for good. */
  | { kind: 'failed'; reason: string; retryInMs: number | undefined }
  /** The process was closing and the handler gave up: the attempt does not count. */
  | { kind: 'interrupted' };

/**
 * The SQL of the in-process jobs adapter (migration 0003), one statement per method, each in its
 * own implicit transaction: no transaction stays open while a handler runs. Times come from the
 * database's clock, so that every process agrees on when a retry is due.
 */
export class JobsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly queue: string,
  ) {}

  /** Inserts the job unless its idempotency key is taken; undefined then. */
  async insert(name: string, payloadJson: string, options: ResolvedEnqueue): Promise<string | undefined> {
    const row = await this.db
      .insertInto('jobs')
      .values({
        queue: this.queue,
        name,
        idempotency_key: options.idempotencyKey,
        payload: payloadJson,
        status: 'waiting',
        max_attempts: options.attempts,
        backoff_ms: options.backoffMs,
        run_after: sql<Date>`now() + ${options.delayMs} * interval '1 millisecond'`,
      })
      .onConflict((conflict) => conflict.columns(['queue', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Read in a statement of its own after a conflict: a concurrent insert of the same key that the
   * conflict waited for is committed by then, and visible to this new snapshot.
   */
  async idByKey(idempotencyKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', this.queue)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row?.id;
  }

  async find(id: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', this.queue)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async listFailed(limit: number): Promise<JobRow[]> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', this.queue)
      .where('status', '=', 'failed')
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Takes the next due job and counts the attempt at once, so that an attempt cut short by a dead
   * process still counts and a job that kills its process cannot loop forever. SKIP LOCKED lets
   * concurrent claims pass each other instead of queueing on the same row.
   */
  async claimNext(): Promise<JobRow | undefined> {
    return this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'active', attempts_made: eb('attempts_made', '+', 1), started_at: sql`now()` }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('queue', '=', this.queue)
          .where('status', '=', 'waiting')
          .where('run_after', '<=', sql<Date>`now()`)
          .orderBy('run_after')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Milliseconds until the next waiting job is due (0 or less: due now); undefined when none waits. */
  async msUntilNextDue(): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('jobs')
      .select(sql<number | null>`(extract(epoch from min(run_after) - now()) * 1000)::float8`.as('ms'))
      .where('queue', '=', this.queue)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return row?.ms ?? undefined;
  }

  async setProgress(attempt: AttemptRef, percent: number): Promise<void> {
    await this.attemptUpdate(attempt).set({ progress: percent }).execute();
  }

  async finishAttempt(attempt: AttemptRef, outcome: AttemptOutcome): Promise<void> {
    const update = this.attemptUpdate(attempt);
    switch (outcome.kind) {
      case 'completed':
        await update
          .set({
            status: 'completed',
            progress: 100,
            result: outcome.resultJson,
            failed_reason: null,
            finished_at: sql`now()`,
          })
          .execute();
        return;
      case 'failed':
        await update
          .set(
            outcome.retryInMs === undefined
              ? { status: 'failed', failed_reason: outcome.reason, finished_at: sql`now()` }
              : {
                  status: 'waiting',
                  failed_reason: outcome.reason,
                  run_after: sql`now() + ${outcome.retryInMs} * interval '1 millisecond'`,
                },
          )
          .execute();
        return;
      case 'interrupted':
        await update
          .set((eb) => ({
            status: 'waiting',
            attempts_made: eb('attempts_made', '-', 1),
            run_after: sql`now()`,
          }))
          .execute();
        return;
      default:
        assertNever(outcome);
    }
  }

  private attemptUpdate({ id, attempts_made }: AttemptRef) {
    return this.db
      .updateTable('jobs')
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('attempts_made', '=', attempts_made);
  }

  /**
   * Returns the jobs a dead runner left active. Only the runner holding the queue's lock calls it
   * (job-runner.ts), so no live runner is working on them. Their attempt counted when it began:
   * one that had no attempt left fails for good.
   */
  async recoverInterrupted(): Promise<number> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        status: sql`CASE WHEN attempts_made >= max_attempts THEN 'failed' ELSE 'waiting' END`,
        failed_reason: 'interrupted: the process running the job stopped during the attempt',
        finished_at: sql`CASE WHEN attempts_made >= max_attempts THEN now() END`,
        run_after: sql`now()`,
      })
      .where('queue', '=', this.queue)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
