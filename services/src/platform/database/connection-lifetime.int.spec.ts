import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';

/** Which server process answers: a new one means a new connection, whose statements are planned afresh. */
async function backendOf(db: Kysely<Database>): Promise<number> {
  // A parameter, so that the text is kept prepared as the product's statements are.
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid WHERE ${1}::int = 1`.execute(db);
  return rows[0]!.pid;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the pools renew their connections (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase('connection_lifetime');
    // One connection per pool, living one second.
    database = openPostgres(scratch.url, 1, 1);
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
      const first = await backendOf(db());
      for (let run = 0; run < 6; run++) expect(await backendOf(db())).toBe(first);
      await pause(1500);
      expect(await backendOf(db())).not.toBe(first);
    },
  );
});
