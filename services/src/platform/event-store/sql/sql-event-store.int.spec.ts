import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { openPglite, openPostgres, type SqlDatabase } from '@platform/database/database';
import { event, eventStoreContract, lastPosition } from '@platform/event-store/event-store.contract';
import type { NewEvent, StoredEvent } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { migrateToLatest } from '@infra/migrations/migrate';

/**
 * Transaction ids must order as numbers: 99 before 100. Rows are written with chosen ids (below
 * any running transaction, so visible) to cross a power of ten, then read one at a time.
 */
function ordersTransactionIdsAsNumbers(open: () => Promise<SqlDatabase>) {
  it('resumes by transaction id as a number, not as text', async () => {
    const database = await migrated(await open());
    const store = new SqlEventStore(database);
    try {
      const stream = `xid-${randomUUID()}`;
      for (const [xid, revision] of [
        ['100', 1],
        ['99', 0],
      ] as const) {
        await sql`
          INSERT INTO es_events (transaction_id, stream_id, stream_revision, event_id, event_type, data, metadata)
          VALUES (${xid}::xid8, ${stream}, ${revision}, ${randomUUID()}::uuid, 'Ordered', '{}'::jsonb, '{}'::jsonb)`.execute(
          database.db,
        );
      }
      const seen: bigint[] = [];
      let position = { commit: 0n, prepare: 0n };
      for (
        let batch = await store.readAll(position, 1);
        batch.length > 0;
        batch = await store.readAll(position, 1)
      ) {
        position = batch[0]!.position;
        if (batch[0]!.streamId === stream) seen.push(position.commit);
      }
      expect(seen).toEqual([99n, 100n]);
    } finally {
      await store.close();
      await database.close();
    }
  });
}

async function migrated(database: SqlDatabase): Promise<SqlDatabase> {
  await migrateToLatest(database.db);
  return database;
}

describe('SqlEventStore on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase('es_contract');
  });
  afterAll(async () => {
    await scratch.drop();
  });

  ordersTransactionIdsAsNumbers(() => Promise.resolve(openPostgres(scratch.url, 2)));

  describe('contract', () => {
    eventStoreContract({ multiStreamAtomic: true }, async () => {
      const database = await migrated(openPostgres(scratch.url, 20));
      const store = new SqlEventStore(database);
      return { store, dispose: async () => (await store.close(), await database.close()) };
    });
  });

  it('is held by a transaction running in this database, not by one running in another', async () => {
    const database = await migrated(openPostgres(scratch.url, 2));
    const store = new SqlEventStore(database);
    const elsewhere = await createScratchDatabase('es_elsewhere');
    const from = await lastPosition(store);
    const append = (e: NewEvent) =>
      store.append([{ streamId: `fence-${randomUUID()}`, expectedRevision: 'no_stream', events: [e] }]);
    // Both reads of the global order: all types (readAll), and some (readAllOfTypes, es_read_types).
    const readable = async (e: NewEvent) => {
      const inAll = (await store.readAll(from, 1000)).some((stored) => stored.eventId === e.eventId);
      const { events } = await store.readAllOfTypes(from, [e.type], 1000);
      const inTyped = events.some((stored) => stored.eventId === e.eventId);
      if (inAll !== inTyped) throw new Error(`readAll ${inAll}, readAllOfTypes ${inTyped}`);
      return inAll;
    };
    const inOtherDatabase = await transactionRunningIn(elsewhere.url);
    try {
      const first = event('AfterOtherDatabase');
      await append(first);
      expect(await readable(first)).toBe(true);

      const inThisDatabase = await transactionRunningIn(scratch.url);
      const second = event('AfterThisDatabase');
      await append(second);
      expect(await readable(second)).toBe(false);
      await inThisDatabase.end();
      expect(await readable(second)).toBe(true);
    } finally {
      await inOtherDatabase.end();
      await store.close();
      await database.close();
      await elsewhere.drop();
    }
  });

  it("wakes another process's subscription with a notice of its appends, not at the idle poll", async () => {
    // Two stores on pools of their own, as two processes; the listener's idle poll is a minute.
    const writing = await migrated(openPostgres(scratch.url, 2));
    const listening = openPostgres(scratch.url, 2);
    const writer = new SqlEventStore(writing);
    const reader = new SqlEventStore(listening, { idlePollMs: 60_000, eagerWindowMs: 1000 });
    const type = `Heard${randomUUID().slice(0, 8)}`;
    let heard!: (events: StoredEvent[]) => void;
    const delivered = new Promise<StoredEvent[]>((resolve) => (heard = resolve));
    const subscription = reader.subscribeToAll({
      from: await lastPosition(reader),
      eventTypes: [type],
      onBatch: async (events) => heard(events),
    });
    try {
      // The subscription has read once and sleeps before the append comes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const appended = event(type);
      await writer.append([
        { streamId: `heard-${randomUUID()}`, expectedRevision: 'no_stream', events: [appended] },
      ]);
      let timer: NodeJS.Timeout | undefined;
      const unheard = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the append was not heard within 10 s')), 10_000);
      });
      const events = await Promise.race([delivered, unheard]).finally(() => clearTimeout(timer));
      expect(events.map((stored) => stored.eventId)).toEqual([appended.eventId]);
    } finally {
      await subscription.stop();
      await writer.close();
      await reader.close();
      await writing.close();
      await listening.close();
    }
  });

  it('delivers every event of its types exactly once when positions commit out of order', async () => {
    const database = await migrated(openPostgres(scratch.url, 5));
    const store = new SqlEventStore(database);
    const writers = 20;
    const appendsPerWriter = 40;
    const expected = writers * appendsPerWriter;

    const delivered: StoredEvent[] = [];
    let allDelivered!: () => void;
    const finished = new Promise<void>((resolve) => (allDelivered = resolve));
    const subscription = store.subscribeToAll({
      from: await lastPosition(store),
      batchSize: 50,
      eventTypes: ['LateCommit'],
      async onBatch(events) {
        delivered.push(...events);
        if (delivered.length >= expected) allDelivered();
      },
    });

    // Writers on their own connections, so that they can hold a transaction open after
    // inserting: a later position then commits before an earlier one.
    const clients = await Promise.all(
      Array.from({ length: writers }, async () => {
        const client = new Client({ connectionString: scratch.url });
        await client.connect();
        return client;
      }),
    );
    const appendedIds = new Set<string>();
    try {
      await Promise.all(
        clients.map(async (client, writer) => {
          const holdsOpen = writer % 3 === 0;
          for (let i = 0; i < appendsPerWriter; i++) {
            const e = event('LateCommit', { writer, i });
            appendedIds.add(e.eventId);
            await client.query('BEGIN');
            await appendIn(client, e);
            // Events of a type the subscription does not read, in the same and in other transactions.
            if (writer % 2 === 1) await appendIn(client, event('Noise'));
            if (holdsOpen) await client.query('SELECT pg_sleep($1)', [Math.random() * 0.02]);
            await client.query('COMMIT');
            if (writer % 4 === 0) await appendIn(client, event('Noise'));
            // Without a payload: it wakes every subscriber, whatever its types.
            await database.notify('es_appended');
          }
        }),
      );
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('not all events delivered')), 30_000);
      });
      await Promise.race([finished, deadline]).finally(() => clearTimeout(timer));
      // Give a duplicate the chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await subscription.stop();
      await Promise.all(clients.map((client) => client.end()));
      await store.close();
      await database.close();
    }

    expect(new Set(delivered.map((e) => e.type))).toEqual(new Set(['LateCommit']));
    const deliveredIds = delivered.map((e) => e.eventId);
    expect(deliveredIds).toHaveLength(expected);
    expect(new Set(deliveredIds)).toEqual(appendedIds);
    // The scenario really happened: some event was delivered after one with a higher position.
    const outOfOrder = delivered.filter(
      (e, i) => i > 0 && e.position.prepare < delivered[i - 1]!.position.prepare,
    );
    expect(outOfOrder.length).toBeGreaterThan(0);
  });
});

/** One event appended to a stream of its own, inside whatever transaction `client` is in. */
/** A connection to `url` inside a transaction that has taken its id, left open until it ends. */
async function transactionRunningIn(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  return client;
}

async function appendIn(client: Client, e: NewEvent): Promise<void> {
  await client.query('SELECT es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])', [
    `${e.type}-${randomUUID()}`,
    'no_stream',
    [e.eventId],
    [e.type],
    [JSON.stringify(e.data)],
    [JSON.stringify(e.metadata)],
  ]);
}

describe('SqlEventStore on PGlite', () => {
  ordersTransactionIdsAsNumbers(() => openPglite('memory://'));

  eventStoreContract({ multiStreamAtomic: true }, async () => {
    const database = await migrated(await openPglite('memory://'));
    const store = new SqlEventStore(database);
    return { store, dispose: async () => (await store.close(), await database.close()) };
  });
});
