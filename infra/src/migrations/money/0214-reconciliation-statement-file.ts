import { type Kysely, sql } from 'kysely';

/**
 * The bank's statement now arrives as a file that the database copies in as it is
 * (SqlDatabase.copyCsv): the staged lines gain the file's other columns, the database checks
 * each value as it copies (a line it cannot read fails the copy, staging nothing), and a line
 * takes its run's id from its copy's transaction, which the file does not carry. Lines staged
 * before are dropped: they are the bank's, staged again by the run that needs them.
 *
 * No vacuum for copied lines (autovacuum_vacuum_insert_threshold -1): they are read once by their
 * run's matching and then deleted, so a pass over a million fresh lines would only compete with
 * that matching; their deletion still calls autovacuum as usual.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`TRUNCATE prepaid_reconciliation_staged_line`.execute(db);
  await sql`
    ALTER TABLE prepaid_reconciliation_staged_line
      ALTER COLUMN run_id SET DEFAULT current_setting('prepaid.reconciliation_run'),
      ADD COLUMN value_date date NOT NULL,
      ADD COLUMN counterparty_name text NOT NULL,
      ADD COLUMN counterparty_account_no text,
      ADD CONSTRAINT staged_line_kind CHECK (kind IN ('charge', 'transfer', 'refund')),
      ADD CONSTRAINT staged_line_direction CHECK (direction IN ('in', 'out')),
      ADD CONSTRAINT staged_line_amount CHECK (amount_fen > 0),
      SET (autovacuum_vacuum_insert_threshold = -1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`TRUNCATE prepaid_reconciliation_staged_line`.execute(db);
  await sql`
    ALTER TABLE prepaid_reconciliation_staged_line
      ALTER COLUMN run_id DROP DEFAULT,
      DROP COLUMN value_date,
      DROP COLUMN counterparty_name,
      DROP COLUMN counterparty_account_no,
      DROP CONSTRAINT staged_line_kind,
      DROP CONSTRAINT staged_line_direction,
      DROP CONSTRAINT staged_line_amount,
      RESET (autovacuum_vacuum_insert_threshold)`.execute(db);
}
