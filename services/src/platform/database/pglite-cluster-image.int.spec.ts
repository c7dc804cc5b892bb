import { sql } from 'kysely';
import { openPglite } from '@platform/database/database';

describe('in-memory PGlite databases started from the initialised cluster image', () => {
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
});
