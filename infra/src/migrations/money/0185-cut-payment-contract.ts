import { type Kysely, sql } from 'kysely';

/** A cut-payment application's contract (createContract): the stored PDF's link, none until created. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_cut_payment_apply ADD COLUMN contract_link varchar(255)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_cut_payment_apply DROP COLUMN contract_link`.execute(db);
}
