import { Kysely, PostgresDialect } from 'kysely';
import { Client, Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { migrateToLatest } from '@infra/migrations/migrate';
import { platformMigrations } from '@infra/migrations/platform/platform.migrations';
import { type InnerPlan, planNodes, plansInside, planSteps } from '@platform/database/testing/query-plans';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';

/** Enough events that reading the store whole costs far more than reaching a stream by key. */
const laterEvents = 20_000;

/**
 * The event store's reads on the write path (migration 0219) run one plan per session, made at
 * their first call while the store is small, and that plan still walks an index once the store
 * has grown: it is generic (it names its parameters, so it was not made for one call's values)
 * and never reads es_events whole.
 */
describe('the event store reads keep one plan, through an index', () => {
  let scratch: ScratchDatabase;
  let session: Client;

  // A store of its own for each read, so that each is first planned while the store is small.
  beforeEach(async () => {
    scratch = await createScratchDatabase('event_reads_plans');
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: scratch.url, max: 1 }) }),
    });
    await migrateToLatest(db, platformMigrations);
    await db.destroy();
    session = new Client({ connectionString: scratch.url });
    await session.connect();
    await session.query(`
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
      SELECT 'param-1', n, gen_random_uuid(), 'ParamUpdated', '{}', '{}' FROM generate_series(0, 2) AS n`);
  });

  afterEach(async () => {
    await session.end();
    await scratch.drop();
  });

  const readStream = () =>
    session.query(`SELECT * FROM es_read_streams($1::text[]) ORDER BY stream_revision`, [['param-1']]);
  const readTypes = () =>
    session.query(`SELECT * FROM es_read_types('0'::xid8, 0, $1::text[], 100)`, [['ParamUpdated']]);

  /** The plan of the statement inside the last call of `read`, run after the store has grown. */
  async function innerPlanAfterGrowth(read: () => Promise<unknown>, innerText: RegExp): Promise<InnerPlan> {
    for (let call = 0; call < 6; call++) await read();
    await session.query(`
      INSERT INTO es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
      SELECT 'other-' || n, 0, gen_random_uuid(), 'OtherHappened', '{}', '{}'
        FROM generate_series(1, ${laterEvents}) AS n`);
    const plans = await plansInside(session, read);
    return plans.find((inner) => innerText.test(inner.queryText))!;
  }

  const storeScans = (inner: InnerPlan) =>
    planSteps(inner.plan).filter((step) => step.includes(' on es_events'));

  it('reads a stream by its key, with the plan made while the store was small', async () => {
    const inner = await innerPlanAfterGrowth(readStream, /stream_id = ANY\(p_stream_ids\)/);
    expect(storeScans(inner)).toEqual(['Index Scan on es_events using es_events_pkey']);
    const scans = planNodes(inner.plan).filter((node) => node['Relation Name'] === 'es_events');
    expect(scans[0]!['Index Cond']).toBe('(stream_id = ANY ($1))');
    const { rows } = await readStream();
    expect(rows.map((row: { stream_revision: string }) => row.stream_revision)).toEqual(['0', '1', '2']);
  });

  it("reads a projection's types through the type index, with one plan for every call", async () => {
    const inner = await innerPlanAfterGrowth(readTypes, /per_type/);
    expect(storeScans(inner)).toEqual(['Index Scan on es_events using es_events_by_type']);
    const scans = planNodes(inner.plan).filter((node) => node['Relation Name'] === 'es_events');
    expect(scans[0]!['Index Cond']).toMatch(/ROW\(\$\d+, \$\d+\)/);
    const { rows } = await readTypes();
    expect(rows.map((row: { event_type: string }) => row.event_type)).toEqual(Array(3).fill('ParamUpdated'));
  });
});
