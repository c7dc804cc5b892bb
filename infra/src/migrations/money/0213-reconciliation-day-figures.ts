import { type Kysely, sql } from 'kysely';

/**
 * A reconciled day's figures, one row per tenant (orderInfo/reconciliation/days): the lines that
 * matched, by kind, and how many differences the day left the tenant. The platform's row also
 * holds the statement's own figures (its lines, its balances, the bank's net and ours), which
 * concern the supervised account, not any one tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_reconciliation_day_figures (
      tenant_id varchar(12) NOT NULL,
      recon_date date NOT NULL,
      statement_lines integer,
      opening_balance numeric(14, 2),
      closing_balance numeric(14, 2),
      bank_net numeric(14, 2),
      our_net numeric(14, 2),
      charge_count integer NOT NULL DEFAULT 0,
      charge_amount numeric(14, 2) NOT NULL DEFAULT 0,
      transfer_count integer NOT NULL DEFAULT 0,
      transfer_amount numeric(14, 2) NOT NULL DEFAULT 0,
      refund_count integer NOT NULL DEFAULT 0,
      refund_amount numeric(14, 2) NOT NULL DEFAULT 0,
      difference_count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, recon_date)
    )`.execute(db);
  // A run replaces its day: the projection deletes the day's rows by this.
  await sql`CREATE INDEX prepaid_reconciliation_day_figures_date ON prepaid_reconciliation_day_figures (recon_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE prepaid_reconciliation_day_figures`.execute(db);
}
