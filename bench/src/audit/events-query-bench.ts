import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { AuditTrail } from '@services/audit/audit-trail';
import { contexts } from '@services/contexts';
import { alternately, reportTimings } from '@bench/support/alternating-reads';
import { createScratchDatabase } from '@bench/support/scratch-database';

/**
 * The auditor's event search by user and time range over a full store: a page of 50 of one
 * user's events recorded in a one-day window half-way through the history, newest first, read
 * through the audit explorer (filter, cursor, the view of each event) beside the same SQL run
 * bare on the same server in the same run. The size is 10,000,000 events
 * (BENCH_EVENTS_QUERY_EVENTS=10000000); the default is CI-sized.
 */
const events = Number(process.env.BENCH_EVENTS_QUERY_EVENTS ?? 1_000_000);
const rounds = Number(process.env.BENCH_EVENTS_QUERY_ROUNDS ?? 200);
const users = 100;
const days = 100;
const loadBatch = 250_000;
const pageSize = 50;
/** The history runs over `days` days, ending now. */
const firstRecorded = Date.now() - days * 86_400_000;
const windowStart = new Date(firstRecorded + (days / 2) * 86_400_000);
const windowEnd = new Date(windowStart.getTime() + 86_400_000);
const user = '42';

export async function runEventsQueryBench(): Promise<void> {
  const scratch = await createScratchDatabase('audit_events_query');
  const database = openPostgres(scratch.url, 4);
  try {
    await migrateToLatest(database.db, platformMigrations);
    console.log(`audit-events-query: loading ${events.toLocaleString()} events of ${users} users…`);
    await loadEvents(database);
    await sql`ANALYZE es_events`.execute(database.db);

    const trail = new AuditTrail(
      new SqlEventHistory(database.db),
      new AggregateCatalogue(composeContexts(contexts).aggregates),
    );
    const platformAuditor = { tenantId: '000000' };
    const filter = { userId: user, from: windowStart.toISOString(), to: windowEnd.toISOString() };
    const throughTheExplorer = () => trail.events(platformAuditor, filter, undefined, pageSize, 'newest');
    const bare = () => bareQuery().execute(database.db);

    // The plan of the bare query: the window of one user's events, read by user and time.
    const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${bareQuery()}`.execute(database.db);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));

    const found = await throughTheExplorer();
    const expected = (await bare()).rows.length;
    if (found.events.length !== Math.min(pageSize, expected))
      throw new Error(`the explorer found ${found.events.length} events, the bare query ${expected}`);

    const timings = await alternately(
      { 'the same SQL, bare': bare, 'the audit explorer’s events query': throughTheExplorer },
      rounds,
    );
    const [plain, explorer] = reportTimings(
      `${pageSize} of one user's events in a one-day window, over ${events.toLocaleString()} events, ${rounds} rounds`,
      timings,
    );
    console.log(`\nbare / explorer (p50): ${(plain!.p50 / explorer!.p50).toFixed(2)}`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** The page the explorer reads, written by hand. */
function bareQuery() {
  return sql`
    SELECT * FROM es_events
     WHERE metadata->>'userId' = ${user}
       AND recorded_at >= ${windowStart} AND recorded_at < ${windowEnd}
     ORDER BY transaction_id DESC, global_position DESC
     LIMIT ${pageSize + 1}`;
}

/**
 * Events straight into the table in batches, each recorded later than the one before (as
 * appends are), spread over the users and the days: they only make the store realistically full.
 */
async function loadEvents(database: SqlDatabase): Promise<void> {
  const step = (days * 86_400_000) / events;
  for (let start = 0; start < events; start += loadBatch) {
    const end = Math.min(start + loadBatch, events);
    await sql`
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata, recorded_at)
      SELECT 'param-' || (i % 10000), i / 10000, gen_random_uuid(), 'param.updated',
             jsonb_build_object('id', (i % 10000)::text, 'paramValue', 'x'),
             jsonb_build_object('tenantId', '000000', 'userId', (i % ${users}::int)::text, 'correlationId', 'bulk-' || i),
             to_timestamp((${firstRecorded}::float8 + i * ${step}::float8) / 1000.0)
        FROM generate_series(${start}::int, ${end - 1}::int) AS i`.execute(database.db);
    console.log(`  ${end.toLocaleString()} events`);
  }
}

if (require.main === module) {
  runEventsQueryBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
