import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';
import type { SqlDatabase } from '@platform/database/database';
import { keptRowCount } from '@platform/database/tenant-row-count';
import { scratchPostgres } from '@platform/testing/both-databases';
import { contexts } from '@services/contexts';

/**
 * The counts behind unfiltered list totals follow every way projections write: multi-row
 * upserts (a replayed row is not counted twice), deletes (of present and absent rows), and the
 * TRUNCATE that starts a rebuild.
 */
describe('tenant row counts on PostgreSQL', () => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await scratchPostgres('tenant_row_counts'));
    const migrations = Object.assign({}, ...contexts.map((context) => context.migrations ?? {}));
    await migrateToLatest(database.db, migrations);
    await sql`CREATE TABLE later_rows (id bigint PRIMARY KEY, tenant_id varchar(12) NOT NULL, body text)`.execute(
      database.db,
    );
    await sql`INSERT INTO later_rows VALUES (1, 'a', 'before counting')`.execute(database.db);
    await keepTenantRowCounts(database.db as never, 'later_rows');
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const upsert = (rows: string) =>
    sql
      .raw(`INSERT INTO later_rows VALUES ${rows} ON CONFLICT (id) DO UPDATE SET body = excluded.body`)
      .execute(database.db);
  const kept = async () => ({
    a: await keptRowCount(database.db, 'later_rows', 'a'),
    b: await keptRowCount(database.db, 'later_rows', 'b'),
  });

  it('starts from the rows the table held, and adds only rows really inserted', async () => {
    await upsert(`(2, 'a', 'x'), (3, 'b', 'x')`);
    await upsert(`(2, 'a', 'replayed'), (3, 'b', 'replayed'), (4, 'b', 'new')`);
    expect(await kept()).toEqual({ a: 2, b: 2 });
  });

  it('takes away only rows really deleted', async () => {
    await sql`DELETE FROM later_rows WHERE id IN (3, 99)`.execute(database.db);
    await sql`DELETE FROM later_rows WHERE id IN (3)`.execute(database.db);
    expect(await kept()).toEqual({ a: 2, b: 1 });
  });

  it('starts again from nothing after a TRUNCATE, in the same transaction', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`TRUNCATE later_rows`.execute(trx);
      await sql`INSERT INTO later_rows VALUES (5, 'b', 'replayed')`.execute(trx);
    });
    expect(await kept()).toEqual({ a: 0, b: 1 });
  });

  it('is kept for the table of every tenant record that pages, and for users, merchants and goods records', async () => {
    const paged = contexts.flatMap((context) => context.resources ?? []).filter((r) => r.scope === 'tenant');
    const tables = [
      ...paged.map((resource) => resource.table),
      'blade_user',
      'prepaid_merchant',
      'prepaid_goods',
      'prepaid_goods_mould',
      'prepaid_goods_audit_config',
    ];
    const { rows } = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE t.tgfoid = 'count_inserted_rows'::regproc`.execute(database.db);
    expect(rows.map((row) => row.table)).toEqual(expect.arrayContaining(tables));
  });
});
