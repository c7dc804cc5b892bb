import { CompiledQuery, Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { migrateToLatest } from '@infra/migrations/migrate';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { type EventHistoryFilter, SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { planSteps, queryPlan } from '@platform/database/testing/query-plans';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';

const events = 60_000;
const busyUser = 'busy';
const userEvents = 20_000;

/**
 * The audit explorer's reads over a store of 60,000 events: each usual filter is served by its
 * index (migration 0070), never by reading the whole table. (A common value may be served by the
 * global order's index instead, stopping at the page's limit: the planner's choice, and cheap.)
 */
describe('event history plans on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;
  let reads: Kysely<Database>;
  let recorded: CompiledQuery[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('event_history');
    database = openPostgres(scratch.url, 2);
    await migrateToLatest(database.db, platformMigrations);
    // Tenant 000007 and the goods streams are rare (1 event in 1,000): a page of them would
    // cost a walk of the whole global order without their own index.
    await sql`
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
      SELECT CASE WHEN i % 1000 = 3 THEN 'goods-' ELSE 'param-' END || (i % 1000), i / 1000,
             gen_random_uuid(), 'x.updated', '{}'::jsonb,
             jsonb_build_object(
               'tenantId', CASE WHEN i % 1000 = 7 THEN '000007' ELSE lpad((i % 20)::text, 6, '1') END,
               'userId', (i % 5000)::text,
               'correlationId', 'request-' || (i / 2))
        FROM generate_series(1, ${events}) AS i`.execute(database.db);
    // One busy user's events, one every 100 days / userEvents, up to now: a day's window half-way
    // back holds 1 in 100 of them, which their index in the global order would have to walk to.
    await sql`
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata, recorded_at)
      SELECT 'param-busy', i, gen_random_uuid(), 'x.updated', '{}'::jsonb,
             jsonb_build_object('tenantId', '000001', 'userId', ${busyUser}::text, 'correlationId', 'busy-' || i),
             now() - interval '100 days' + i * (interval '100 days' / ${userEvents})
        FROM generate_series(1, ${userEvents}) AS i`.execute(database.db);
    await sql`ANALYZE es_events`.execute(database.db);
    reads = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: scratch.url, max: 1 }) }),
      log: (event: LogEvent) => void recorded.push(event.query),
    });
  });
  afterAll(async () => {
    await reads.destroy();
    await database.close();
    await scratch.drop();
  });

  async function planOf(read: (history: SqlEventHistory) => Promise<unknown>): Promise<string[]> {
    recorded = [];
    await read(new SqlEventHistory(reads));
    const [query] = recorded;
    return planSteps(await queryPlan(database.db, query!));
  }

  it.each<[string, EventHistoryFilter, string]>([
    ['a tenant', { tenantId: '000007' }, 'es_events_by_tenant'],
    ['a user', { userId: '42' }, 'es_events_by_user'],
    ['a correlation id', { correlationId: 'request-77' }, 'es_events_by_correlation'],
    ['an aggregate type', { aggregateType: 'goods' }, 'es_events_by_aggregate_type'],
    [
      'a declared aggregate’s streams',
      { streams: { prefix: 'merchant-', besides: ['merchant-cut-payments-'] } },
      'es_events_by_aggregate_type',
    ],
  ])('reads a page of %s through its index, in order', async (_, filter, index) => {
    for (const order of ['newest', 'oldest'] as const) {
      const steps = await planOf((history) => history.page(filter, order, undefined, 51));
      expect(steps).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`Index Scan.* using ${index}$`))]),
      );
      expect(steps.filter((step) => step.startsWith('Seq Scan'))).toEqual([]);
    }
  });

  it('reads a page of a busy user’s events in a time range through the index by user and time', async () => {
    const from = new Date(Date.now() - 50 * 86_400_000);
    const filter = { userId: busyUser, from, to: new Date(from.getTime() + 86_400_000) };
    for (const order of ['newest', 'oldest'] as const) {
      const steps = await planOf((history) => history.page(filter, order, undefined, 51));
      expect(steps).toEqual(
        expect.arrayContaining([expect.stringMatching(/Index Scan.* using es_events_by_user_and_time$/)]),
      );
    }
  });

  it('reads a stream up to an instant through the stream key', async () => {
    const steps = await planOf((history) => history.streamUpTo('param-7', { at: new Date() }));
    expect(steps).toEqual(
      expect.arrayContaining([expect.stringMatching(/Index Scan.* using es_events_pkey$/)]),
    );
    expect(steps.filter((step) => step.startsWith('Seq Scan'))).toEqual([]);
  });
});
