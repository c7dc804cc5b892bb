import { sql } from 'kysely';
import { openPostgres, type SqlDatabase } from '@platform/database/database';
import { ReadModelCache } from '@platform/read-model-cache/read-model-cache';
import { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';
import { bothDatabases } from '@platform/testing/both-databases';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import type { Projection } from '@projections/runner/projection';

let tables = 0;
/** A table of its own for each test: a notification of an earlier test may still be on its way. */
const newTable = () => `kept_rows_${++tables}`;

/** What the cached reads read: a value the test changes, and how often it was read. */
function readModel(initial: string) {
  const model = { value: initial, reads: 0, load: async () => (model.reads++, model.value) };
  return model;
}

/** A process's view: its announcements, and a cache of reads of `table`. */
async function processOn(database: SqlDatabase, table: string) {
  const changes = new ReadModelChanges(database, new Set([table]));
  await changes.start();
  const projection: Projection = {
    name: 'kept-rows',
    handles: ['kept.changed'],
    tables: [table],
    apply: async () => {},
  };
  return {
    changes,
    table,
    cache: new ReadModelCache<string>(changes, [table], 10),
    projection: changes.announcing(projection),
    stop: () => changes.stop(),
  };
}

/** Runs one batch of the announcing projection; `during` runs inside it, before the commit. */
async function batch(
  database: SqlDatabase,
  projection: Projection,
  during: () => Promise<void> = async () => {},
) {
  await database.db.transaction().execute(async (trx) => {
    await projection.apply(trx, []);
    await during();
  });
}

/** Waits (without asserting a duration) until `condition` holds, as a notification arrives. */
async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Until the process may keep reads of its table again. */
const keepsAgain = ({ changes, table }: { changes: ReadModelChanges; table: string }) =>
  until(() => changes.mayKeep([table], changes.generation));

describe.each(bothDatabases('read_model_cache', 4))('ReadModelCache on %s', (_, open) => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await open()));
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers from memory after the first read, and reads again once a batch changed the table', async () => {
    const here = await processOn(database, newTable());
    const model = readModel('before');
    expect([await here.cache.read('k', model.load), await here.cache.read('k', model.load)]).toEqual([
      'before',
      'before',
    ]);
    expect(model.reads).toBe(1);
    await batch(database, here.projection, async () => void (model.value = 'after'));
    expect(await here.cache.read('k', model.load)).toBe('after');
    await here.stop();
  });

  it('keeps no read that began before a change', async () => {
    const here = await processOn(database, newTable());
    const model = readModel('old');
    let finish!: () => void;
    const slow = here.cache.read('k', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return model.load();
    });
    await here.changes.announce([here.table]);
    model.value = 'new';
    finish();
    expect(await slow).toBe('new');
    model.value = 'newer';
    expect(await here.cache.read('k', model.load)).toBe('newer');
    await here.stop();
  });

  it('forgets only the keys an announcement names', async () => {
    const here = await processOn(database, newTable());
    const model = readModel('v1');
    await here.cache.read('a', model.load);
    await here.cache.read('b', model.load);
    model.value = 'v2';
    await here.changes.announce([here.table], ['a']);
    expect([await here.cache.read('a', model.load), await here.cache.read('b', model.load)]).toEqual([
      'v2',
      'v1',
    ]);
    await here.stop();
  });
});

describe('ReadModelCache across processes on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let databases: SqlDatabase[];
  beforeAll(async () => {
    scratch = await createScratchDatabase('read_model_cache_processes');
    databases = [openPostgres(scratch.url, 4), openPostgres(scratch.url, 4)];
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await scratch.drop();
  });

  it('keeps nothing read while a batch is open, and keeps reads again once its commit is heard', async () => {
    const [database] = databases as [SqlDatabase];
    const here = await processOn(database, newTable());
    const model = readModel('old');
    await batch(database, here.projection, async () => {
      expect(await here.cache.read('k', model.load)).toBe('old');
      model.value = 'new';
      expect(await here.cache.read('k', model.load)).toBe('new');
    });
    await keepsAgain(here);
    expect(await here.cache.read('k', model.load)).toBe('new');
    model.value = 'not read';
    expect(await here.cache.read('k', model.load)).toBe('new');
    await here.stop();
  });

  it("forgets what another process's batch changed once its commit is heard", async () => {
    const table = newTable();
    const [one, other] = await Promise.all(databases.map((database) => processOn(database, table)));
    const model = readModel('before');
    await other!.cache.read('k', model.load);
    model.value = 'after';
    await batch(databases[0]!, one!.projection);
    await until(async () => (await other!.cache.read('k', model.load)) === 'after');
    await Promise.all([one!.stop(), other!.stop()]);
  });

  it('forgets everything when its connection to the channel is lost, and keeps again once back', async () => {
    const [database] = databases as [SqlDatabase];
    const here = await processOn(database, newTable());
    const model = readModel('before');
    await here.cache.read('k', model.load);
    model.value = 'after';
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(database.db);
    await until(async () => (await here.cache.read('k', model.load)) === 'after');
    await keepsAgain(here);
    expect(await here.cache.read('k', model.load)).toBe('after');
    model.value = 'not read';
    expect(await here.cache.read('k', model.load)).toBe('after');
    await here.stop();
  });
});
