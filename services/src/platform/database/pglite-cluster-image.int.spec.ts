import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPglite, type SqlDatabase } from '@platform/database/database';

/** initdb gives each cluster an identifier of its own; a cluster loaded from an image keeps the image's. */
async function clusterIdentifier({ db }: SqlDatabase): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    SELECT system_identifier::text AS id FROM pg_control_system()`.execute(db);
  return rows[0]!.id;
}

describe('PGlite databases started from the initialised cluster image', () => {
  it('are each their own: what one writes, another loaded from the same image does not see', async () => {
    const first = await openPglite('memory://');
    const second = await openPglite('memory://');
    try {
      await sql`CREATE TABLE written_by_first (id int)`.execute(first.db);
      await sql`INSERT INTO written_by_first VALUES (1)`.execute(first.db);
      const seenBySecond = await sql<{ found: string | null }>`
        SELECT to_regclass('written_by_first')::text AS found`.execute(second.db);
      expect(seenBySecond.rows).toEqual([{ found: null }]);
      const seenByFirst = await sql<{ id: number }>`SELECT id FROM written_by_first`.execute(first.db);
      expect(seenByFirst.rows).toEqual([{ id: 1 }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('a new folder is loaded from the image rather than by initdb, and keeps what is written in it', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'pglite-folder-')), 'pglite');
    try {
      const inMemory = await openPglite('memory://');
      const imageIdentifier = await clusterIdentifier(inMemory);
      await inMemory.close();

      const first = await openPglite(folder);
      expect(await clusterIdentifier(first)).toBe(imageIdentifier);
      await sql`CREATE TABLE kept (id int)`.execute(first.db);
      await sql`INSERT INTO kept VALUES (7)`.execute(first.db);
      await first.close();

      const reopened = await openPglite(folder);
      try {
        const kept = await sql<{ id: number }>`SELECT id FROM kept`.execute(reopened.db);
        expect(kept.rows).toEqual([{ id: 7 }]);
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(join(folder, '..'), { recursive: true, force: true });
    }
  });
});
