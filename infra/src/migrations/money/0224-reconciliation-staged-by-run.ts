import { type Kysely, sql } from 'kysely';

/**
 * A reconciliation run's staged lines become a table of their own, a partition of
 * prepaid_reconciliation_staged_line by run (StagedStatement makes it): a run done drops its
 * partition at once, where deleting a large day's lines took as long again as copying them in
 * (1.7 s for a million) and left them for a vacuum; and each line takes its run's id from its
 * partition's constant default rather than a setting read line by line. The table itself holds no
 * line: as a partitioned table it cannot be UNLOGGED, each run's partition is. Lines staged
 * before are dropped: they are the bank's, staged again by the run that needs them.
 */
/** A staged line's columns after its run's id, as migrations 0212 and 0214 left them. */
const lineColumns = sql`
  kind text NOT NULL CONSTRAINT staged_line_kind CHECK (kind IN ('charge', 'transfer', 'refund')),
  bank_serial text NOT NULL,
  serial text,
  payment_no text,
  direction text NOT NULL CONSTRAINT staged_line_direction CHECK (direction IN ('in', 'out')),
  amount_fen bigint NOT NULL CONSTRAINT staged_line_amount CHECK (amount_fen > 0),
  value_date date NOT NULL,
  counterparty_name text NOT NULL,
  counterparty_account_no text`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE prepaid_reconciliation_staged_line`.execute(db);
  await sql`
    CREATE TABLE prepaid_reconciliation_staged_line (
      run_id text NOT NULL,
      ${lineColumns}
    ) PARTITION BY LIST (run_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE prepaid_reconciliation_staged_line`.execute(db);
  await sql`
    CREATE UNLOGGED TABLE prepaid_reconciliation_staged_line (
      run_id text NOT NULL DEFAULT current_setting('prepaid.reconciliation_run'),
      ${lineColumns}
    ) WITH (autovacuum_vacuum_insert_threshold = -1)`.execute(db);
}
