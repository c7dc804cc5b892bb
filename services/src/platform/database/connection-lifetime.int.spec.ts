import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { migrateToLatest } from '@infra/migrations/migrate';
import { tenantReaderRole, tenantSetting } from '@infra/migrations/tenant-row-security';
import { runWithRequestContext, type RequestContext } from '@platform/context/request-context';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';

/**
 * The server process that answers (a new one means a new connection, whose statements are
 * planned afresh), the role it reads as and the tenant it is bound to.
 */
async function sessionOf(db: Kysely<Database>) {
  // A parameter, so that the text is kept prepared as the product's statements are.
  const { rows } = await sql<{ pid: number; role: string; tenant: string | null }>`
    SELECT pg_backend_pid() AS pid, current_user AS role, current_setting(${tenantSetting}, true) AS tenant
     WHERE ${1}::int = 1`.execute(db);
  return rows[0]!;
}

const asTenantA = <T>(work: () => Promise<T>): Promise<T> =>
  runWithRequestContext({ requestId: 'r', tenantId: '000042', userId: '1' } as RequestContext, work);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the pools renew their connections (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase('connection_lifetime');
    // One connection per pool, living one second.
    database = openPostgres(scratch.url, 1, 1);
    // Migrated, so that the tenant reader role exists; the migration's connection then expires,
    // so that the tests start on a connection with its whole second ahead.
    await migrateToLatest(database.db, {}, { rowSecurity: true });
    await pause(1500);
  });

  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it.each([
    ['writes', () => database.db],
    ['tenant reads', () => database.tenantReads],
  ])(
    'the %s pool keeps a connection while it lives, and replaces it once its lifetime is over',
    async (_, db) => {
      const { pid: first } = await sessionOf(db());
      for (let run = 0; run < 6; run++) expect((await sessionOf(db())).pid).toBe(first);
      await pause(1500);
      expect((await sessionOf(db())).pid).not.toBe(first);
    },
  );

  it('binds a tenant-reads connection that replaces an aged one as the first was: the tenant reader, for the caller’s tenant', async () => {
    const first = await asTenantA(() => sessionOf(database.tenantReads));
    expect(first).toMatchObject({ role: tenantReaderRole, tenant: '000042' });
    await pause(1500);
    const renewed = await asTenantA(() => sessionOf(database.tenantReads));
    expect(renewed.pid).not.toBe(first.pid);
    expect(renewed).toMatchObject({ role: tenantReaderRole, tenant: '000042' });
  });
});
