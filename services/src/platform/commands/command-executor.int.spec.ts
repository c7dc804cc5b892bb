import { randomUUID } from 'node:crypto';
import { migrateToLatest } from '@infra/migrations/migrate';
import { BulkRefusedError, CommandExecutor } from '@platform/commands/command-executor';
import type { Decider, DomainEvent } from '@platform/commands/decider';
import { onNewStream, stepOn, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import { openPglite, type SqlDatabase } from '@platform/database/database';
import { RefusedError } from '@platform/errors/domain-errors';
import { meta } from '@platform/event-store/event-store.contract';
import { type GlobalPosition, WrongExpectedRevisionError } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';

/** A counter that may not go above a limit: enough to see lost updates and refusals. */
type Counted = DomainEvent<'Incremented', { by: number }>;
const counter: Decider<{ by: number; limit: number }, Counted, number> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: ({ by, limit }, total) => {
    if (total + by > limit) throw new RefusedError(`超过上限 ${limit}`);
    return by === 0 ? [] : [{ type: 'Incremented', data: { by } }];
  },
};

describe('command executor', () => {
  let database: SqlDatabase;
  let store: SqlEventStore;
  const waited: Array<{ position: GlobalPosition; types: readonly string[] }> = [];
  const readYourWrites = {
    waitFor: async (position: GlobalPosition, types: readonly string[]) =>
      void waited.push({ position, types }),
  };

  beforeAll(async () => {
    database = await openPglite('memory://');
    await migrateToLatest(database.db);
    store = new SqlEventStore(database);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  /** A store through which another writer appends to the streams right after each read. */
  function racingStore(races: number) {
    let remaining = races;
    return Object.assign(Object.create(store) as SqlEventStore, {
      readStreams: async (streamIds: readonly string[]) => {
        const reads = await store.readStreams(streamIds);
        if (remaining-- > 0) {
          await store.append(
            streamIds.map((streamId) => ({
              streamId,
              expectedRevision: 'any' as const,
              events: [{ eventId: randomUUID(), type: 'Incremented', data: { by: 1 }, metadata: meta() }],
            })),
          );
        }
        return reads;
      },
    });
  }

  const total = async (streamId: string) =>
    (await store.readStream(streamId)).events.reduce((sum, e) => sum + (e.data as { by: number }).by, 0);

  it('appends the decision and waits for the read models before answering', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outcome = await new CommandExecutor(store, readYourWrites).execute(
      counter,
      { streamId, command: { by: 2, limit: 10 } },
      meta(),
    );
    expect(outcome.events).toEqual([{ streamId, events: [{ type: 'Incremented', data: { by: 2 } }] }]);
    expect(waited.at(-1)).toEqual({ position: outcome.position, types: ['Incremented'] });
    expect(await total(streamId)).toBe(2);
  });

  it('re-decides on fresh state after a concurrent write, losing no update', async () => {
    const streamId = `counter-${randomUUID()}`;
    const executor = new CommandExecutor(racingStore(2), readYourWrites, { maxAttempts: 3 });
    await executor.execute(counter, { streamId, command: { by: 5, limit: 10 } }, meta());
    expect(await total(streamId)).toBe(7);
  });

  it('answers the conflict once the attempts are spent, having written nothing of its own', async () => {
    const streamId = `counter-${randomUUID()}`;
    const executor = new CommandExecutor(racingStore(3), readYourWrites, { maxAttempts: 3 });
    await expect(
      executor.execute(counter, { streamId, command: { by: 5, limit: 10 } }, meta()),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await total(streamId)).toBe(3);
  });

  it('a decision re-made after a race may become a refusal', async () => {
    const streamId = `counter-${randomUUID()}`;
    const executor = new CommandExecutor(racingStore(1), readYourWrites);
    await expect(
      executor.execute(counter, { streamId, command: { by: 10, limit: 10 } }, meta()),
    ).rejects.toThrow('超过上限 10');
    expect(await total(streamId)).toBe(1);
  });

  it('changes several streams all or nothing, and says which refused', async () => {
    const executor = new CommandExecutor(store, readYourWrites);
    const [a, b] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
    await executor.execute(counter, { streamId: b, command: { by: 9, limit: 10 } }, meta());

    const refused = executor.executeAll(
      counter,
      [
        { streamId: a, command: { by: 2, limit: 10 } },
        { streamId: b, command: { by: 2, limit: 10 } },
      ],
      meta(),
    );
    await expect(refused).rejects.toBeInstanceOf(BulkRefusedError);
    await expect(refused).rejects.toMatchObject({ refusals: [{ streamId: b, index: 1 }] });
    expect(await total(a)).toBe(0);

    const outcome = await executor.executeAll(
      counter,
      [
        { streamId: a, command: { by: 2, limit: 10 } },
        { streamId: b, command: { by: 0, limit: 10 } },
      ],
      meta(),
    );
    expect(outcome.events.map((stream) => stream.streamId)).toEqual([a]);
    expect(await total(a)).toBe(2);
  });

  it('decides several commands on one stream in order, each on what the earlier left, in one append', async () => {
    const executor = new CommandExecutor(store, readYourWrites);
    const stream = `counter-${randomUUID()}`;
    const twice = { streamId: stream, command: { by: 3, limit: 5 } };
    // The second command sees the first one's 3: together they pass the limit, so neither lands.
    const refused = executor.executeAll(counter, [twice, twice], meta());
    await expect(refused).rejects.toMatchObject({ refusals: [{ streamId: stream, index: 1 }] });
    expect(await total(stream)).toBe(0);

    const outcome = await executor.executeAll(
      counter,
      [twice, { streamId: stream, command: { by: 2, limit: 5 } }],
      meta(),
    );
    expect(outcome.events).toEqual([
      {
        streamId: stream,
        events: [expect.objectContaining({ data: { by: 3 } }), expect.objectContaining({ data: { by: 2 } })],
      },
    ]);
    expect(await total(stream)).toBe(5);
  });

  describe('streams decided here lately', () => {
    /** The store, counting the streams it is asked to read. */
    function countingStore() {
      const read: string[] = [];
      const counting = Object.assign(Object.create(store) as SqlEventStore, {
        readStreams: (streamIds: readonly string[]) => {
          read.push(...streamIds);
          return store.readStreams(streamIds);
        },
      });
      return { counting, read };
    }
    const incrementBy = (streamId: string, by: number) =>
      store.append([
        {
          streamId,
          expectedRevision: 'any',
          events: [{ eventId: randomUUID(), type: 'Incremented', data: { by }, metadata: meta() }],
        },
      ]);

    it('are decided on again without reading them', async () => {
      const { counting, read } = countingStore();
      const executor = new CommandExecutor(counting, readYourWrites);
      const streamId = `counter-${randomUUID()}`;
      for (const by of [1, 2, 3])
        await executor.execute(counter, { streamId, command: { by, limit: 10 } }, meta());
      expect(read).toEqual([streamId]);
      expect(await total(streamId)).toBe(6);
    });

    it('are decided on by their own decider without a read after a call over several kinds wrote them', async () => {
      // Each addition records the total it was decided on.
      type Added = DomainEvent<'Added', { by: number; onTotal: number }>;
      const adder: Decider<{ by: number }, Added, number> = {
        initialState: () => 0,
        evolve: (sum, event) => sum + event.data.by,
        decide: ({ by }, sum) => [{ type: 'Added', data: { by, onTotal: sum } }],
      };
      const { counting, read } = countingStore();
      const executor = new CommandExecutor(counting, readYourWrites);
      const [streamId, other] = [`adder-${randomUUID()}`, `adder-${randomUUID()}`];
      await executor.executeAll(
        streamStepsDecider,
        [onNewStream(stepOn(streamId, adder, { by: 4 })), onNewStream(stepOn(other, adder, { by: 1 }))],
        meta(),
      );
      await executor.execute(adder, { streamId, command: { by: 6 } }, meta());
      await executor.execute(adder, { streamId, command: { by: 1 } }, meta());
      expect(read).toEqual([]);
      const { events } = await store.readStream(streamId);
      expect(events.map((event) => (event.data as Added['data']).onTotal)).toEqual([0, 4, 10]);
    });

    it('are read again when another writer moved them, losing no update and spending no attempt', async () => {
      const { counting, read } = countingStore();
      const executor = new CommandExecutor(counting, readYourWrites, { maxAttempts: 1 });
      const streamId = `counter-${randomUUID()}`;
      await executor.execute(counter, { streamId, command: { by: 1, limit: 10 } }, meta());
      await incrementBy(streamId, 4);
      await executor.execute(counter, { streamId, command: { by: 2, limit: 10 } }, meta());
      expect(read).toEqual([streamId, streamId]);
      expect(await total(streamId)).toBe(7);
    });

    it('spend an attempt on a race of a stream read just now, even beside a remembered one', async () => {
      // Another writer appends once to the streams of the next read, if armed.
      let armed = false;
      const racing = Object.assign(Object.create(store) as SqlEventStore, {
        readStreams: async (streamIds: readonly string[]) => {
          const reads = await store.readStreams(streamIds);
          if (armed) {
            armed = false;
            await Promise.all(streamIds.map((streamId) => incrementBy(streamId, 1)));
          }
          return reads;
        },
      });
      const executor = new CommandExecutor(racing, readYourWrites, { maxAttempts: 1 });
      const [remembered, fresh] = [`counter-${randomUUID()}`, `counter-${randomUUID()}`];
      await executor.execute(counter, { streamId: remembered, command: { by: 1, limit: 10 } }, meta());
      armed = true;
      const raced = executor.executeAll(
        counter,
        [
          { streamId: remembered, command: { by: 2, limit: 10 } },
          { streamId: fresh, command: { by: 2, limit: 10 } },
        ],
        meta(),
      );
      await expect(raced).rejects.toMatchObject({ streamId: fresh });
      expect([await total(remembered), await total(fresh)]).toEqual([1, 1]);
    });

    it('refuse only on what the store holds: a refusal made on a stale memory is decided again', async () => {
      const executor = new CommandExecutor(store, readYourWrites);
      const streamId = `counter-${randomUUID()}`;
      await executor.execute(counter, { streamId, command: { by: 9, limit: 10 } }, meta());
      await incrementBy(streamId, -5);
      // Remembered: 9, so 3 more would pass the limit; the store holds 4, so they do not.
      await executor.execute(counter, { streamId, command: { by: 3, limit: 10 } }, meta());
      expect(await total(streamId)).toBe(7);
      await expect(
        executor.execute(counter, { streamId, command: { by: 4, limit: 10 } }, meta()),
      ).rejects.toThrow('超过上限 10');
    });

    it('include a stream presumed new, decided on the empty state without a read', async () => {
      const { counting, read } = countingStore();
      const executor = new CommandExecutor(counting, readYourWrites);
      const streamId = `counter-${randomUUID()}`;
      await executor.execute(counter, { streamId, command: { by: 2, limit: 10 }, presumedNew: true }, meta());
      expect(read).toEqual([]);
      expect(await total(streamId)).toBe(2);
    });

    it('read a stream presumed new that already exists, losing no update and spending no attempt', async () => {
      const { counting, read } = countingStore();
      const executor = new CommandExecutor(counting, readYourWrites, { maxAttempts: 1 });
      const streamId = `counter-${randomUUID()}`;
      await incrementBy(streamId, 4);
      await executor.execute(counter, { streamId, command: { by: 3, limit: 10 }, presumedNew: true }, meta());
      expect(read).toEqual([streamId]);
      expect(await total(streamId)).toBe(7);
    });

    it('decide again on the store a refusal made on a stream presumed new', async () => {
      // Below a limit of -1 only a stream already holding less than nothing passes.
      const executor = new CommandExecutor(store, readYourWrites);
      const streamId = `counter-${randomUUID()}`;
      await incrementBy(streamId, -5);
      await executor.execute(counter, { streamId, command: { by: 2, limit: -1 }, presumedNew: true }, meta());
      expect(await total(streamId)).toBe(-3);
    });

    it('fold the data as the store gives it back, not as the decider made it', async () => {
      // Each note records what the notes before it held: a Date stored comes back as text.
      type Noted = DomainEvent<'Noted', { at: Date | string; before: string[] }>;
      const notes: Decider<{ at: Date }, Noted, string[]> = {
        initialState: () => [],
        evolve: (seen, event) => [...seen, typeof event.data.at],
        decide: ({ at }, seen) => [{ type: 'Noted', data: { at, before: seen } }],
      };
      const executor = new CommandExecutor(store, readYourWrites);
      const streamId = `notes-${randomUUID()}`;
      await executor.execute(notes, { streamId, command: { at: new Date() } }, meta());
      await executor.execute(notes, { streamId, command: { at: new Date() } }, meta());
      const { events } = await store.readStream(streamId);
      expect(events.map((event) => (event.data as { before: string[] }).before)).toEqual([[], ['string']]);
    });
  });
});
