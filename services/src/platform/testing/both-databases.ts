import { openPglite, openPostgres, type SqlDatabase } from '@platform/database/database';
import { createScratchDatabase } from '@platform/testing/test-postgres';

export interface OpenedDatabase {
  database: SqlDatabase;
  drop(): Promise<void>;
}

/**
 * The two databases the product runs on, for `describe.each`: a scratch PostgreSQL database named
 * after `label`, and an in-memory PGlite.
 */
export function bothDatabases(label: string): Array<[string, () => Promise<OpenedDatabase>]> {
  return [
    [
      'PostgreSQL',
      async () => {
        const scratch = await createScratchDatabase(label);
        return { database: openPostgres(scratch.url, 2), drop: () => scratch.drop() };
      },
    ],
    ['PGlite', async () => ({ database: await openPglite('memory://'), drop: async () => undefined })],
  ];
}
