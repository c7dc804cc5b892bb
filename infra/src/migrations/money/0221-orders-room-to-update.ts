import { type Kysely, sql } from 'kysely';

/**
 * An order's row is rewritten at every movement of its money (a charge, each consumption, a
 * refund), always in columns no index covers. With full pages each new version lands on another
 * page, and each of the table's six indexes gains an entry for it; with a fifth of each page left
 * free the new version stays beside the old (a heap-only update) and no index is touched. Pages
 * written from now on keep the room; older ones gain it as their rows move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_order_info SET (fillfactor = 80)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE prepaid_order_info RESET (fillfactor)`.execute(db);
}
