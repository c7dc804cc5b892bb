import { sql } from 'kysely';
import { enforceTenantRowSecurity } from '@infra/migrations/tenant-row-security';
import { runWithRequestContext, type RequestContext } from '@platform/context/request-context';
import type { SqlDatabase } from '@platform/database/database';
import { openTenantReads } from '@platform/database/tenant-reads';
import { migrateToLatest } from '@infra/migrations/migrate';
import { scratchPostgres } from '@platform/testing/both-databases';

const asTenant = <T>(tenantId: string, work: () => Promise<T>): Promise<T> =>
  runWithRequestContext(
    {
      requestId: 'r',
      tenantId,
      userId: '1',
      account: 'a',
      deptId: '1',
      roleIds: [],
      clientIp: '127.0.0.1',
    } as RequestContext,
    work,
  );

/** The second wall: whatever a query forgets, PostgreSQL shows a request only its tenant's rows. */
describe('tenant-bound reads on PostgreSQL', () => {
  let database: SqlDatabase;
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, url, drop } = await scratchPostgres('tenant_reads', 4));
    await migrateToLatest(database.db, {}, { rowSecurity: true });
    // A table added after the first start, as a later migration would add it.
    await sql`CREATE TABLE later_notes (id text PRIMARY KEY, tenant_id text NOT NULL, body text)`.execute(
      database.db,
    );
    await enforceTenantRowSecurity(database.db);
    await sql`INSERT INTO later_notes VALUES ('a1', '000042', 'of A'), ('a2', '000042', 'of A'), ('b1', '100001', 'of B')`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const notes = (reads = database.tenantReads) =>
    sql<{ id: string }>`SELECT id FROM later_notes ORDER BY id`
      .execute(reads)
      .then((result) => result.rows.map((row) => row.id));

  it("shows a request only its tenant's rows, even to a query with no tenant filter", async () => {
    expect(await asTenant('000042', () => notes())).toEqual(['a1', 'a2']);
    expect(await asTenant('100001', () => notes())).toEqual(['b1']);
  });

  it('shows the platform tenant, which manages the others, every tenant', async () => {
    expect(await asTenant('000000', () => notes())).toEqual(['a1', 'a2', 'b1']);
  });

  it('shows nothing outside a request', async () => {
    expect(await notes()).toEqual([]);
  });

  it('rebinds a reused connection when the next request is of another tenant', async () => {
    const single = openTenantReads(url, 1);
    try {
      expect(await asTenant('000042', () => notes(single))).toEqual(['a1', 'a2']);
      expect(await asTenant('100001', () => notes(single))).toEqual(['b1']);
      expect(await notes(single)).toEqual([]);
    } finally {
      await single.destroy();
    }
  });

  it('cannot write, nor read the event store', async () => {
    await expect(
      asTenant('000042', () =>
        sql`INSERT INTO later_notes VALUES ('a3', '000042', 'x')`.execute(database.tenantReads),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asTenant('000042', () => sql`SELECT count(*) FROM es_events`.execute(database.tenantReads)),
    ).rejects.toThrow(/permission denied/);
  });

  it('puts every read model with a tenant column behind the policy', async () => {
    const unprotected = await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
       WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id'
         AND NOT EXISTS (SELECT FROM pg_policies p WHERE p.tablename = c.table_name AND p.policyname = 'tenant_isolation')`.execute(
      database.db,
    );
    expect(unprotected.rows).toEqual([]);
  });

  it('lets the owner (projections, commands) see every tenant', async () => {
    expect(await notes(database.db)).toEqual(['a1', 'a2', 'b1']);
  });
});
