import { type Kysely, sql } from 'kysely';

/**
 * The in-process job queue (ARCHITECTURE.md §8), used when there is no Redis. Rows are kept after
 * they finish: completed ones answer progress and result queries, failed ones are the dead-letter
 * view, and both keep their idempotency key taken for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jobs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      queue text NOT NULL,
      name text NOT NULL,
      idempotency_key text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('waiting', 'active', 'completed', 'failed')),
      progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      attempts_made integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL CHECK (max_attempts >= 1),
      backoff_ms integer NOT NULL CHECK (backoff_ms >= 0),
      run_after timestamptz NOT NULL DEFAULT now(),
      failed_reason text,
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      CONSTRAINT jobs_idempotency UNIQUE (queue, idempotency_key)
    )`.execute(db);

  // Partial indexes stay as small as the live part of the queue, however long the history grows.
  await sql`CREATE INDEX jobs_due ON jobs (queue, run_after, id) WHERE status = 'waiting'`.execute(db);
  await sql`CREATE INDEX jobs_failed ON jobs (queue, finished_at DESC, id DESC) WHERE status = 'failed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE jobs`.execute(db);
}
