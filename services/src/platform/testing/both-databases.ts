import { openPglite, openPostgres, type SqlDatabase } from '@platform/database/database';
import { createScratchDatabase } from '@platform/testing/test-postgres';

export interface OpenedDatabase {
  database: SqlDatabase;
  drop(): Promise<void>;
}

/**
 * A scratch PostgreSQL database named after `label`, opened with `poolSize` connections; `drop`
 * removes it (close `database` first). `url` serves a spec that opens connections of its own.
 */
export async function scratchPostgres(
  label: string,
  poolSize = 2,
): Promise<OpenedDatabase & { url: string }> {
  const scratch = await createScratchDatabase(label);
  return { database: openPostgres(scratch.url, poolSize), url: scratch.url, drop: () => scratch.drop() };
}

/**
 * The two databases the product runs on, for `describe.each`: a scratch PostgreSQL database named
 * after `label` (with `poolSize` connections), and an in-memory PGlite.
 */
export function bothDatabases(
  label: string,
  poolSize?: number,
): Array<[string, () => Promise<OpenedDatabase>]> {
  return [
    ['PostgreSQL', () => scratchPostgres(label, poolSize)],
    ['PGlite', async () => ({ database: await openPglite('memory://'), drop: async () => undefined })],
  ];
}
