import { sql } from 'kysely';
import { types } from 'pg';
import { migrateToLatest } from '@infra/migrations/migrate';
import { systemMigrations } from '@infra/migrations/system/system.migrations';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { formatTable } from '@bench/support/text-table';
import { type EmmettRebuildResult, measureEmmettRebuild } from '@bench/rebuild/emmett-contender';
import { hiddenEventsHint, timed } from '@bench/rebuild/rebuild-support';
import { resourceProjection } from '@projections/resources/resource-projection';
import { rebuildProjection } from '@projections/runner/rebuild';
import { paramResource } from '@services/system/param/param.resource';

/**
 * Rebuild: replaying N `param.created` events into the parameter read model through the
 * projection machinery (read in global order, fold, set-based upsert, checkpoint per batch),
 * beside the plain batched INSERT of the same resulting rows on the same server, same run;
 * then Emmett 0.42 replaying N' such events into the same table through its own rebuild, in a
 * database and a process of its own, after ours are measured. Emmett writes one row and one
 * checkpoint per event (1,000-3,000 events/s), hence the smaller N' (0 leaves it out); rates
 * compare across different N.
 */
const eventCount = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);
const emmettEventCount = Number(process.env.BENCH_REBUILD_EMMETT_EVENTS ?? 20_000);
const insertBatch = 1000;
const rebuildBatch = 5000;

export async function runRebuildBench(): Promise<void> {
  const { baseline, ours } = await measureOurs();
  const emmett =
    emmettEventCount > 0 ? await measureEmmettRebuild(emmettEventCount, rebuildBatch) : undefined;
  printTable(baseline, ours, emmett);
}

async function measureOurs(): Promise<{ baseline: number; ours: number }> {
  // Our figures are only ours with node-postgres's own parsers (int8 as string): Emmett must not be loaded here.
  if (typeof types.getTypeParser(types.builtins.INT8)('1') !== 'string') {
    throw new Error('node-postgres int8 parser replaced in this process: our figures would not be ours');
  }
  const scratch = await createScratchDatabase('rebuild');
  const database = openPostgres(scratch.url, 4);
  try {
    await migrateToLatest(database.db, systemMigrations);
    console.log(`rebuild: loading ${eventCount.toLocaleString()} param.created events…`);
    await loadEvents(database);

    const baseline = await timed(() => plainBatchedInsert(database));
    await sql`TRUNCATE blade_param`.execute(database.db);
    const store = new SqlEventStore(database);
    const projection = resourceProjection(paramResource);
    const ours = await timed(() => rebuildProjection(database, store, projection, () => {}, rebuildBatch));
    const rows = await countRows(database);
    if (rows !== eventCount)
      throw new Error(`rebuild produced ${rows} rows, expected ${eventCount}${hiddenEventsHint}`);
    return { baseline, ours };
  } finally {
    await database.close();
    await scratch.drop();
  }
}

function printTable(baseline: number, ours: number, emmett: EmmettRebuildResult | undefined): void {
  const rate = (events: number, seconds: number) => Math.round(events / seconds);
  const row = (name: string, events: number, seconds: number, unit: string) => [
    name,
    events,
    rate(events, seconds),
    unit,
    // Pre-padded text: a number column would print 12.0 s as "12" beside "0.60".
    seconds.toFixed(1).padStart(7),
  ];
  const rows = [
    row(`plain batched INSERT (${insertBatch} rows/statement)`, eventCount, baseline, 'rows/s'),
    row(`projection rebuild (batch ${rebuildBatch})`, eventCount, ours, 'events/s'),
  ];
  if (emmett) {
    const name = `Emmett 0.42 rebuildPostgreSQLProjections (batch ${rebuildBatch})`;
    rows.push(row(name, emmett.events, emmett.seconds, 'events/s'));
  }
  console.log('');
  console.log('rebuild into blade_param (PostgreSQL, same server; Emmett in its own database and process)');
  console.log(formatTable(['contender', 'events', 'per second', '', 'seconds'], rows));
  console.log(`ratio rebuild / plain INSERT: ${(baseline / ours).toFixed(2)}  (target ≥ 0.30)`);
  if (emmett) {
    const ratio = rate(eventCount, ours) / rate(emmett.events, emmett.seconds);
    console.log(`ratio rebuild / Emmett 0.42 (events/s): ${ratio.toFixed(1)}`);
  } else {
    console.log('Emmett 0.42: left out (BENCH_REBUILD_EMMETT_EVENTS=0)');
  }
}

/** Writes the events straight into the store's table, ten transactions of equal size. */
async function loadEvents(database: SqlDatabase): Promise<void> {
  const chunk = Math.ceil(eventCount / 10);
  for (let start = 1; start <= eventCount; start += chunk) {
    const end = Math.min(eventCount, start + chunk - 1);
    await sql`
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
      SELECT 'param-' || g, 0, gen_random_uuid(), 'param.created',
        jsonb_build_object('id', g::text, 'tenantId', '000000', 'paramName', '参数 ' || g, 'paramKey', 'bench.key.' || g,
          'paramValue', repeat('v', 40), 'remark', NULL, 'createUser', '1', 'createDept', '1',
          'createTime', '2026-11-21T01:00:00.000Z', 'updateUser', '1', 'updateTime', '2026-11-21T01:00:00.000Z', 'status', 1),
        jsonb_build_object('tenantId', '000000', 'userId', '1', 'account', 'bench', 'correlationId', 'bench',
          'causationId', 'bench', 'occurredAt', '2026-11-21T01:00:00.000Z', 'clientIp', '127.0.0.1')
      FROM generate_series(${start}::bigint, ${end}::bigint) AS g`.execute(database.db);
  }
}

/** The baseline: the same rows, built in memory, inserted 1000 per statement. */
async function plainBatchedInsert(database: SqlDatabase): Promise<void> {
  for (let start = 1; start <= eventCount; start += insertBatch) {
    const rows = [];
    for (let g = start; g < Math.min(eventCount + 1, start + insertBatch); g++) {
      rows.push({
        id: String(g),
        tenant_id: '000000',
        param_name: `参数 ${g}`,
        param_key: `bench.key.${g}`,
        param_value: 'v'.repeat(40),
        remark: null,
        create_user: '1',
        create_dept: '1',
        create_time: '2026-11-21T01:00:00.000Z',
        update_user: '1',
        update_time: '2026-11-21T01:00:00.000Z',
        status: 1,
      });
    }
    await database.db.insertInto('blade_param').values(rows).execute();
  }
}

async function countRows(database: SqlDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('blade_param')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

if (require.main === module) {
  runRebuildBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
