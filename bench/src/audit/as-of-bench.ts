import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';
import { composeContexts } from '@platform/contexts/compose-contexts';
import type { RequestContext } from '@platform/context/request-context';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import type { NewEvent } from '@platform/event-store/event-store.port';
import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { seedMetadata } from '@platform/runtime/seed-records';
import { AuditTrail } from '@services/audit/audit-trail';
import { contexts } from '@services/contexts';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { alternately, reportTimings } from '@bench/support/alternating-reads';

/**
 * Time travel: the state of one parameter as of an instant half-way through its history of
 * 1,000 events, and as of its last revision, folded by the audit explorer (read the stream up to
 * the bound, fold with the registry's decider), beside the plain SQL read of the same rows on the
 * same server and the fold of the same events already in memory, in the same run. The store holds other streams' events too. Target: p95 < 50 ms.
 */
const streamEvents = Number(process.env.BENCH_AS_OF_EVENTS ?? 1_000);
const otherEvents = Number(process.env.BENCH_AS_OF_OTHER_EVENTS ?? 200_000);
const rounds = Number(process.env.BENCH_AS_OF_ROUNDS ?? 200);
const appendBatch = 50;
const targetMs = 50;

const auditor: RequestContext = {
  requestId: 'bench',
  tenantId: '000000',
  userId: '1',
  account: 'admin',
  deptId: '1',
  roleIds: [],
  clientIp: '127.0.0.1',
};

export async function runAsOfBench(): Promise<void> {
  const scratch = await createScratchDatabase('audit_as_of');
  const database = openPostgres(scratch.url, 4);
  try {
    await migrateToLatest(database.db, platformMigrations);
    console.log(
      `audit-as-of: ${otherEvents.toLocaleString()} other events, then one stream of ${streamEvents}…`,
    );
    await loadOtherEvents(database);
    const halfway = await appendParamHistory(database);
    await sql`ANALYZE es_events`.execute(database.db);

    const aggregates = new AggregateCatalogue(composeContexts(contexts).aggregates);
    const trail = new AuditTrail(new SqlEventHistory(database.db), aggregates);
    const plainRead = () =>
      sql`SELECT * FROM es_events WHERE stream_id = 'param-1' ORDER BY stream_revision`.execute(database.db);
    const asOfHalfway = () => trail.stateAsOf(auditor, 'param', '1', { at: halfway.toISOString() });
    const asOfLast = () => trail.stateAsOf(auditor, 'param', '1', { revision: streamEvents - 1 });

    const last = await asOfLast();
    const value = (last?.state as { record?: { paramValue?: string } }).record?.paramValue;
    if (value !== `v${streamEvents - 1}`)
      throw new Error(`the fold ended at ${value}, not v${streamEvents - 1}`);

    // The same events folded in memory, read once: what the fold itself costs.
    const history = await new SqlEventHistory(database.db).streamUpTo('param-1');
    const { fold } = aggregates.find('param')!;
    const foldInMemory = async () => history.reduce(fold.evolve, fold.initialState());

    const timings = await alternately(
      {
        'plain SQL read of the 1,000 rows': plainRead,
        'the 1,000 events folded in memory': foldInMemory,
        'stateAsOf an instant half-way': asOfHalfway,
        'stateAsOf the last revision': asOfLast,
      },
      rounds,
    );
    report(timings);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** Other streams' events straight into the table: they only make the store realistically full. */
async function loadOtherEvents(database: SqlDatabase): Promise<void> {
  await sql`
    INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
    SELECT 'param-' || (1000 + i % 10000), i / 10000, gen_random_uuid(), 'param.updated',
           jsonb_build_object('id', (1000 + i % 10000)::text, 'paramValue', 'x'),
           jsonb_build_object('tenantId', '000000', 'userId', '1', 'correlationId', 'bulk-' || i)
      FROM generate_series(1, ${otherEvents}) AS i`.execute(database.db);
}

/** The measured stream, appended through the store as commands append; answers the half-way instant. */
async function appendParamHistory(database: SqlDatabase): Promise<Date> {
  const store = new SqlEventStore(database);
  const record = (revision: number) => ({
    id: '1',
    tenantId: '000000',
    paramName: 'bench',
    paramKey: 'bench.key',
    paramValue: `v${revision}`,
    createUser: '1',
    createDept: '1',
    createTime: '2026-01-01T00:00:00.000Z',
    updateUser: '1',
    updateTime: new Date().toISOString(),
    status: 1,
  });
  let halfway = new Date();
  for (let start = 0; start < streamEvents; start += appendBatch) {
    const events: NewEvent[] = [];
    for (let revision = start; revision < Math.min(start + appendBatch, streamEvents); revision++) {
      events.push({
        eventId: randomUUID(),
        type: revision === 0 ? 'param.created' : 'param.updated',
        data: record(revision),
        metadata: seedMetadata('000000', 'bench', new Date().toISOString()),
      });
    }
    const expectedRevision = start === 0 ? 'no_stream' : BigInt(start - 1);
    await store.append([{ streamId: 'param-1', events, expectedRevision }]);
    if (start + appendBatch === streamEvents / 2) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      halfway = new Date();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  await store.close();
  return halfway;
}

function report(timings: Map<string, number[]>): void {
  const rows = reportTimings(`state as of, one stream of ${streamEvents} events, ${rounds} rounds`, timings);
  const asOf = rows.filter(({ name }) => name.startsWith('stateAsOf'));
  const worst = Math.max(...asOf.map(({ p95 }) => p95));
  console.log(`\nslowest stateAsOf p95: ${worst.toFixed(1)} ms (target < ${targetMs} ms)`);
}

if (require.main === module) {
  runAsOfBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
