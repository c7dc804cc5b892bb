import { randomUUID } from 'node:crypto';
import { migrateToLatest } from '@infra/migrations/migrate';
import type { SqlDatabase } from '@platform/database/database';
import { event } from '@platform/event-store/event-store.contract';
import { type AppendResult, WrongExpectedRevisionError } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { bothDatabases } from '@platform/testing/both-databases';

/** More concurrent appends than groups written at once, so that most go in groups. */
const writers = 24;

/**
 * Appends made at the same time go in groups (append-groups.ts, es_append_group): each keeps the
 * outcome it would have had alone. A broken expectation refuses its own append and no other; an
 * append that fails otherwise fails alone; every append that lands has all its streams' events,
 * each in the place and with the revision its expectation named.
 */
describe.each(bothDatabases('append_groups', 4))('appends written in groups on %s', (_, open) => {
  let database: SqlDatabase;
  let drop: () => Promise<void>;
  let store: SqlEventStore;

  beforeAll(async () => {
    ({ database, drop } = await open());
    await migrateToLatest(database.db);
    store = new SqlEventStore(database);
  });

  afterAll(async () => {
    await store.close();
    await database.close();
    await drop();
  });

  it('lands every append of a group with all its streams, each where its expectation named', async () => {
    const records = Array.from({ length: writers }, () => `param-${randomUUID()}`);
    const results = await Promise.all(
      records.map((record) =>
        store.append([
          {
            streamId: record,
            expectedRevision: 'no_stream',
            events: [event('ParamCreated'), event('ParamUpdated')],
          },
          { streamId: `unique-${record}`, expectedRevision: 'no_stream', events: [event('UniqueKeyHeld')] },
        ]),
      ),
    );
    expect(results.map((result) => result.nextRevisions)).toEqual(records.map(() => [1n, 0n]));
    const reads = await store.readStreams(records.flatMap((record) => [record, `unique-${record}`]));
    expect(reads.map((read) => read.events.map((stored) => stored.type))).toEqual(
      records.flatMap(() => [['ParamCreated', 'ParamUpdated'], ['UniqueKeyHeld']]),
    );
    // Each append's position is that of its own last event (its unique stream's, appended after
    // the record's), which a read-your-writes wait needs.
    for (const [index, result] of results.entries()) {
      expect(result.position).toEqual(reads[2 * index + 1]!.events[0]!.position);
    }
    // They went in groups: a group's appends share its transaction.
    const transactions = new Set(results.map((result) => result.position.commit));
    expect(transactions.size).toBeLessThan(writers);
  });

  it('refuses only the append whose expectation broke, naming its stream and the revision found', async () => {
    const shared = `order-${randomUUID()}`;
    await store.append([
      { streamId: shared, expectedRevision: 'no_stream', events: [event('OrderCreated')] },
    ]);
    const others = Array.from({ length: writers }, () => `order-${randomUUID()}`);
    // Every writer expects the shared stream at revision 0: one of them moves it, the rest are refused.
    const outcomes = await Promise.allSettled([
      ...others.map((other) =>
        store.append([
          { streamId: other, expectedRevision: 'no_stream', events: [event('OrderCreated')] },
          { streamId: shared, expectedRevision: 0n, events: [event('OrderConsumed')] },
        ]),
      ),
      ...others.map((other) =>
        store.append([
          { streamId: `${other}-alone`, expectedRevision: 'no_stream', events: [event('OrderCreated')] },
        ]),
      ),
    ]);
    const contending = outcomes.slice(0, writers);
    const landed = contending.filter((outcome) => outcome.status === 'fulfilled');
    expect(landed).toHaveLength(1);
    for (const outcome of contending.filter((each) => each.status === 'rejected')) {
      const refusal = (outcome as PromiseRejectedResult).reason as WrongExpectedRevisionError;
      expect(refusal).toBeInstanceOf(WrongExpectedRevisionError);
      expect([refusal.streamId, refusal.expected, refusal.actual]).toEqual([shared, 0n, 1n]);
    }
    // A refused append left nothing: not even its other stream, which had no conflict.
    const reads = await store.readStreams(others);
    const written = reads.filter((read) => read.revision === 0n);
    expect(written).toHaveLength(1);
    expect((await store.readStream(shared)).events.map((stored) => stored.type)).toEqual([
      'OrderCreated',
      'OrderConsumed',
    ]);
    // The appends beside them, on streams of their own, all landed.
    expect(outcomes.slice(writers).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
  });

  it('fails alone an append that the database refuses for another reason', async () => {
    const reused = event('ParamCreated');
    await store.append([
      { streamId: `param-${randomUUID()}`, expectedRevision: 'no_stream', events: [reused] },
    ]);
    const records = Array.from({ length: writers }, () => `param-${randomUUID()}`);
    // The first append repeats an event id already stored (es_events' unique event_id).
    const outcomes = await Promise.allSettled(
      records.map((record, index) =>
        store.append([
          {
            streamId: record,
            expectedRevision: 'no_stream',
            events: [index === 0 ? reused : event('ParamCreated')],
          },
        ]),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      records.map((_, index) => (index === 0 ? 'rejected' : 'fulfilled')),
    );
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/es_events_event_id_key/);
    const landed = (outcomes.slice(1) as Array<PromiseFulfilledResult<AppendResult>>).map(
      (outcome) => outcome.value,
    );
    expect(landed.every((result) => result.nextRevisions[0] === 0n)).toBe(true);
  });
});
