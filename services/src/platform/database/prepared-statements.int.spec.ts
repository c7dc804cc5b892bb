import { sql } from 'kysely';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { textsKept } from '@platform/database/prepared-statements';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';

/** runPrepared on PostgreSQL: a text is prepared once per connection and answers as Kysely does. */
describe('prepared statements on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: SqlDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase('prepared_statements');
    // One connection, so every statement below meets the statements it prepared before.
    database = openPostgres(scratch.url, 1);
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  const doubled = (value: number) => sql<{ twice: number }>`SELECT ${value}::int * 2 AS twice`;
  const preparedHere = async () =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(database.db)
    ).rows.map((row) => row.statement);

  it('prepares a text once and runs it again with other values, answering what Kysely answers', async () => {
    expect(await database.runPrepared(doubled(2).compile(database.db))).toEqual([{ twice: 4 }]);
    expect(await database.runPrepared(doubled(21).compile(database.db))).toEqual(
      (await doubled(21).execute(database.db)).rows,
    );
    const text = doubled(0).compile(database.db).sql;
    expect((await preparedHere()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('passes the database error of a prepared statement on, keeping its connection', async () => {
    const broken = sql`SELECT 1 / ${0}::int AS never`.compile(database.db);
    await expect(database.runPrepared(broken)).rejects.toMatchObject({ code: '22012' });
    // The connection outlives the error, and so do the statements it prepared.
    expect(await preparedHere()).toContain(doubled(0).compile(database.db).sql);
  });

  it('keeps preparing a bounded number of texts, and runs the rest unprepared', async () => {
    const texts = Array.from(
      { length: 260 },
      (_, place) => sql<{ n: number }>`SELECT ${place}::int AS ${sql.id(`n${place}`)}`,
    );
    for (const [place, text] of texts.entries()) {
      expect(await database.runPrepared(text.compile(database.db))).toEqual([{ [`n${place}`]: place }]);
    }
    expect(await preparedHere()).toHaveLength(textsKept);
  });
});
