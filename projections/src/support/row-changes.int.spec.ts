import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { column, readModelTable, type RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeStatements, writeRowChanges } from '@projections/support/row-changes';

const cards = readModelTable('row_change_card', {
  id: column.int8,
  tenant_id: column.text,
  holder: column.text,
  balance: column.money,
  create_time: column.timestamptz,
  update_time: column.timestamptz,
});
type Card = RowOf<typeof cards>;

/** Enough rows that reading them all costs far more than reaching a few by key. */
const cardCount = 5000;

describe('row changes written by a projection', () => {
  let scratch: ScratchDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    scratch = await createScratchDatabase('row_changes');
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: scratch.url, max: 2 }) }),
    });
    await sql`
      CREATE TABLE row_change_card (
        id bigint PRIMARY KEY, tenant_id text NOT NULL, holder text NOT NULL, balance numeric(14, 2) NOT NULL,
        create_time timestamptz NOT NULL, update_time timestamptz NOT NULL)`.execute(db);
    await sql`
      INSERT INTO row_change_card
      SELECT n, '000000', 'holder ' || n, 100, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'
        FROM generate_series(1, ${cardCount}::int) AS n`.execute(db);
    await sql`ANALYZE row_change_card`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await scratch.drop();
  });

  const patches = new Map<string, RowChange<Card>>([
    ['7', { kind: 'patch', patch: { balance: '93.00', update_time: '2026-02-01T00:00:00Z' } }],
    ['4242', { kind: 'patch', patch: { holder: 'renamed' } }],
  ]);

  it('reaches the patched rows through the key, not by reading the table', async () => {
    const [update] = rowChangeStatements(cards, patches);
    const { sql: text, parameters } = update!.compile(db);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${text}`, [...parameters]),
    );
    const steps = planSteps(rows[0]!['QUERY PLAN'][0]!.Plan);
    expect(steps).not.toContain('Seq Scan on row_change_card');
    expect(steps.some((step) => step.endsWith('Scan on row_change_card'))).toBe(true);
  });

  it('changes only the columns a patch names, of only its rows', async () => {
    await db.transaction().execute((trx) => writeRowChanges(trx, cards, patches));
    const { rows } = await sql<Card>`
      SELECT id, holder, balance::text, update_time::text FROM row_change_card
       WHERE id IN (6, 7, 4242) ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: '6', holder: 'holder 6', balance: '100.00', update_time: '2026-01-01 00:00:00+00' },
      { id: '7', holder: 'holder 7', balance: '93.00', update_time: '2026-02-01 00:00:00+00' },
      { id: '4242', holder: 'renamed', balance: '100.00', update_time: '2026-01-01 00:00:00+00' },
    ]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first, as "Node Type" or "Node Type on relation". */
function planSteps(node: PlanNode): string[] {
  const step = node['Relation Name'] ? `${node['Node Type']} on ${node['Relation Name']}` : node['Node Type'];
  return [step, ...(node.Plans ?? []).flatMap(planSteps)];
}
