import { type Kysely, sql } from 'kysely';

/**
 * Where a reconciliation run stages the bank's statement of its day, so that the matching is a
 * join in the database rather than a day held in the worker's memory. UNLOGGED: the lines are
 * the bank's, read again by a rerun, so a crash may lose them; each run's rows carry its id and
 * are deleted when it is done. No index: a run reads its lines whole, and each index would slow
 * the staging of a large day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE prepaid_reconciliation_staged_line (
      run_id text NOT NULL,
      kind text NOT NULL,
      bank_serial text NOT NULL,
      serial text,
      payment_no text,
      direction text NOT NULL,
      amount_fen bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE prepaid_reconciliation_staged_line`.execute(db);
}
