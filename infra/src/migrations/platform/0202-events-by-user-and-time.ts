import { type Kysely, sql } from 'kysely';

/**
 * The audit explorer's commonest search, one user's events in a time range: 0070's index by user
 * follows the global order, so a window far back in a busy user's history read every event of
 * theirs from the page's end to the window. By user and recorded time it reads the window only,
 * and sorts that into the global order (services/src/audit, bench audit-events-query).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX es_events_by_user_and_time
    ON es_events ((metadata->>'userId'), recorded_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX es_events_by_user_and_time`.execute(db);
}
