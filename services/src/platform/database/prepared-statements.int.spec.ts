import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { keepPreparing } from '@platform/database/prepared-statements';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';

describe('keepPreparing (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let pool: Pool;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    scratch = await createScratchDatabase('prepared_statements');
    // One connection, so that every query below runs where pg_prepared_statements looks.
    pool = new Pool({ connectionString: scratch.url, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: keepPreparing(pool) }) });
    await sql`CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL)`.execute(db);
    await sql`INSERT INTO item SELECT i, 'item ' || i FROM generate_series(1, 20) AS i`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await scratch.drop();
  });

  const preparedTexts = async () => {
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
      db,
    );
    return rows.map((row) => row.statement);
  };

  it('prepares a statement on its fifth run on a connection, and answers as before', async () => {
    const nameOf = (id: number) => sql<{ name: string }>`SELECT name FROM item WHERE id = ${id}`.execute(db);
    for (let id = 1; id <= 4; id++) expect((await nameOf(id)).rows).toEqual([{ name: `item ${id}` }]);
    expect(await preparedTexts()).toEqual([]);

    for (let id = 5; id <= 8; id++) expect((await nameOf(id)).rows).toEqual([{ name: `item ${id}` }]);
    expect(await preparedTexts()).toEqual(['SELECT name FROM item WHERE id = $1']);
  });

  it('leaves texts without parameters unprepared, since they may hold several statements', async () => {
    for (let run = 0; run < 6; run++) {
      await sql`UPDATE item SET name = name WHERE id = 1; UPDATE item SET name = name WHERE id = 2`.execute(
        db,
      );
    }
    expect(await preparedTexts()).not.toContainEqual(expect.stringContaining('UPDATE item'));
  });

  it('keeps a prepared statement working when its table changes under it', async () => {
    const ids = () => sql<{ id: number }>`SELECT id FROM item WHERE id <= ${3} ORDER BY id`.execute(db);
    for (let run = 0; run < 6; run++) await ids();
    expect(await preparedTexts()).toContainEqual(expect.stringContaining('WHERE id <= $1'));

    await sql`ALTER TABLE item ADD COLUMN note text`.execute(db);
    await sql`CREATE INDEX item_name ON item (name)`.execute(db);
    expect((await ids()).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('runs a `SELECT *` again, prepared afresh, after its table gained a column', async () => {
    const first = () => sql<Record<string, unknown>>`SELECT * FROM item WHERE id = ${1}`.execute(db);
    for (let run = 0; run < 6; run++) await first();
    await sql`ALTER TABLE item ADD COLUMN label text`.execute(db);

    expect(Object.keys((await first()).rows[0]!)).toContain('label');
    for (let run = 0; run < 6; run++) await first();
    const starred = (await preparedTexts()).filter((text) => text.startsWith('SELECT * FROM item'));
    expect(starred).toHaveLength(1);
  });

  it('stops preparing at 200 statements per connection and runs the rest unprepared', async () => {
    for (let shape = 0; shape < 210; shape++) {
      const column = sql.raw(`id + ${shape}`);
      for (let run = 0; run < 5; run++) {
        const { rows } = await sql<{
          moved: number;
        }>`SELECT ${column} AS moved FROM item WHERE id = ${1}`.execute(db);
        expect(rows).toEqual([{ moved: 1 + shape }]);
      }
    }
    expect(await preparedTexts()).toHaveLength(200);
  });
});
