import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { planSteps, queryPlan } from '@platform/database/testing/query-plans';
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
    const steps = planSteps(await queryPlan(db, update!.compile(db)));
    expect(steps).toContainEqual(
      expect.stringMatching(/Scan on row_change_card using row_change_card_pkey$/),
    );
    expect(steps).not.toContain('Seq Scan on row_change_card');
  });

  it('changes only the columns a patch names, of only its rows', async () => {
    await db.transaction().execute((trx) => writeRowChanges(trx, cards, patches));
    const { rows } = await sql<Pick<Card, 'id' | 'holder' | 'balance' | 'update_time'>>`
      SELECT id, holder, balance::text, (update_time AT TIME ZONE 'UTC')::text AS update_time FROM row_change_card
       WHERE id IN (6, 7, 4242) ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: '6', holder: 'holder 6', balance: '100.00', update_time: '2026-01-01 00:00:00' },
      { id: '7', holder: 'holder 7', balance: '93.00', update_time: '2026-02-01 00:00:00' },
      { id: '4242', holder: 'renamed', balance: '100.00', update_time: '2026-01-01 00:00:00' },
    ]);
  });
});
