import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StoredEvent,
  compareGlobalPositions,
  startOfAll,
  WrongExpectedRevisionError,
} from '@platform/event-store/event-store.port';

export interface ContractOptions {
  /** False for a store that refuses appends naming several streams (EventStoreDB). */
  multiStreamAtomic: boolean;
}

/**
 * The behaviour every EventStore adapter must have. Each adapter's spec calls this with a
 * factory that yields an empty store; tests only look at streams they created themselves.
 */
export function eventStoreContract(
  options: ContractOptions,
  openStore: () => Promise<{ store: EventStore; dispose(): Promise<void> }>,
) {
  let store: EventStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await openStore());
  });
  afterAll(async () => {
    await dispose();
  });

  const streamId = () => `contract-${randomUUID()}`;

  describe('expected revision', () => {
    it("'no_stream' creates a stream and refuses one that exists", async () => {
      const id = streamId();
      const created = await store.append([
        { streamId: id, expectedRevision: 'no_stream', events: [event('A')] },
      ]);
      expect(created.nextRevisions).toEqual([0n]);

      const refusal = store.append([{ streamId: id, expectedRevision: 'no_stream', events: [event('B')] }]);
      await expect(refusal).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(refusal).rejects.toMatchObject({ streamId: id, actual: 0n });
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A']);
    });

    it('an exact revision appends only when the stream is at it', async () => {
      const id = streamId();
      await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [event('A'), event('B')] }]);

      const appended = await store.append([{ streamId: id, expectedRevision: 1n, events: [event('C')] }]);
      expect(appended.nextRevisions).toEqual([2n]);

      const stale = store.append([{ streamId: id, expectedRevision: 1n, events: [event('D')] }]);
      await expect(stale).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: 2n });
      const missing = store.append([{ streamId: streamId(), expectedRevision: 0n, events: [event('E')] }]);
      await expect(missing).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: -1n });
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it("'any' appends whether or not the stream exists", async () => {
      const id = streamId();
      await store.append([{ streamId: id, expectedRevision: 'any', events: [event('A')] }]);
      const second = await store.append([
        { streamId: id, expectedRevision: 'any', events: [event('B'), event('C')] },
      ]);
      expect(second.nextRevisions).toEqual([2n]);
    });

    it('of concurrent writers at the same revision exactly one wins', async () => {
      const id = streamId();
      await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [event('A')] }]);
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          store.append([{ streamId: id, expectedRevision: 0n, events: [event(`W${i}`)] }]),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts.filter((a) => a.status === 'rejected')) {
        expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect((await store.readStream(id)).revision).toBe(1n);
    });
  });

  describe('atomicity', () => {
    if (!options.multiStreamAtomic) {
      it('writes every event of a one-stream append or none, and refuses an append to several streams', async () => {
        const id = streamId();
        await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [event('X')] }]);

        const broken = store.append([
          { streamId: id, expectedRevision: 'no_stream', events: [event('A'), event('B')] },
        ]);
        await expect(broken).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['X']);

        const whole = await store.append([
          { streamId: id, expectedRevision: 0n, events: [event('A'), event('B')] },
        ]);
        expect(whole.nextRevisions).toEqual([2n]);

        const other = streamId();
        const several = store.append([
          { streamId: other, expectedRevision: 'no_stream', events: [event('C')] },
          { streamId: id, expectedRevision: 2n, events: [event('D')] },
        ]);
        await expect(several).rejects.toThrow(/one stream only/);
        expect(await store.readStream(other)).toEqual({ revision: -1n, events: [] });
        expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['X', 'A', 'B']);
      });
      return;
    }

    it('writes every event of an append or none', async () => {
      const first = streamId();
      const second = streamId();
      await store.append([{ streamId: second, expectedRevision: 'no_stream', events: [event('X')] }]);

      const broken = store.append([
        { streamId: first, expectedRevision: 'no_stream', events: [event('A'), event('B')] },
        { streamId: second, expectedRevision: 'no_stream', events: [event('C')] },
      ]);
      await expect(broken).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(broken).rejects.toMatchObject({ streamId: second, expected: 'no_stream', actual: 0n });
      expect(await store.readStream(first)).toEqual({ revision: -1n, events: [] });
      expect((await store.readStream(second)).events.map((e) => e.type)).toEqual(['X']);

      const whole = await store.append([
        { streamId: first, expectedRevision: 'no_stream', events: [event('A'), event('B')] },
        { streamId: second, expectedRevision: 0n, events: [event('C')] },
      ]);
      expect(whole.nextRevisions).toEqual([1n, 1n]);
    });
  });

  describe('reading', () => {
    it('reads a stream in order with its revisions and the data and metadata given', async () => {
      const id = streamId();
      const metadata = meta({ tenantId: '000042', userId: '1858000000000000001', clientIp: '10.0.0.7' });
      const written = [
        event('A', { amount: '128.00', nested: { list: [1, 2] } }, metadata),
        event('B', {}, metadata),
      ];
      await store.append([{ streamId: id, expectedRevision: 'no_stream', events: written }]);

      const read = await store.readStream(id);
      expect(read.revision).toBe(1n);
      expect(read.events.map((e) => e.streamRevision)).toEqual([0n, 1n]);
      expect(
        read.events.map(({ eventId, type, data, metadata }) => ({ eventId, type, data, metadata })),
      ).toEqual(written);
      expect(read.events[0]!.recordedAt).toBeInstanceOf(Date);
    });

    it('reads several streams at once, each as read alone, in the order named', async () => {
      const [first, second, absent] = [streamId(), streamId(), streamId()];
      await store.append([
        { streamId: first, expectedRevision: 'no_stream', events: [event('A'), event('B')] },
      ]);
      await store.append([{ streamId: second, expectedRevision: 'no_stream', events: [event('C')] }]);

      const reads = await store.readStreams([second, absent, first]);
      expect(reads).toEqual([
        await store.readStream(second),
        { revision: -1n, events: [] },
        await store.readStream(first),
      ]);
      expect(reads.map((read) => read.events.map((e) => e.type))).toEqual([['C'], [], ['A', 'B']]);
    });

    it('reads the global order in batches from a position, each event once', async () => {
      const start = await lastPosition(store);
      const id = streamId();
      const appended: string[] = [];
      for (let i = 0; i < 7; i++) {
        const batch = [event(`E${i}a`), event(`E${i}b`)];
        await store.append([{ streamId: id, expectedRevision: 'any', events: batch }]);
        appended.push(...batch.map((e) => e.eventId));
      }

      // Appends become readable once every older writing transaction on the server has ended
      // (lag, never loss): keep reading until ours are all there.
      const seen: StoredEvent[] = [];
      let position = start;
      const deadline = Date.now() + 20_000;
      while (seen.filter((e) => e.streamId === id).length < appended.length && Date.now() < deadline) {
        const batch = await store.readAll(position, 3);
        if (batch.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        expect(batch.length).toBeLessThanOrEqual(3);
        seen.push(...batch);
        position = batch[batch.length - 1]!.position;
      }
      const ours = seen.filter((e) => e.streamId === id);
      expect(ours.map((e) => e.eventId)).toEqual(appended);
      for (let i = 1; i < seen.length; i++) {
        expect(compareGlobalPositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
      }
    });

    it('answers an append with the position of its last event, the highest it wrote', async () => {
      const start = await lastPosition(store);
      const id = streamId();
      const { position } = await store.append([
        {
          streamId: id,
          expectedRevision: 'no_stream',
          events: Array.from({ length: 40 }, (_, i) => event(`P${i}`)),
        },
      ]);
      const ours: StoredEvent[] = [];
      let from = start;
      const deadline = Date.now() + 20_000;
      while (ours.length < 40 && Date.now() < deadline) {
        const batch = await store.readAll(from, 1000);
        if (batch.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        else from = batch[batch.length - 1]!.position;
        ours.push(...batch.filter((e) => e.streamId === id));
      }
      expect(ours).toHaveLength(40);
      expect(compareGlobalPositions(position, ours[ours.length - 1]!.position)).toBe(0);
    });

    it('reads only the types asked for, and has seen past the appends of other types', async () => {
      const start = await lastPosition(store);
      const id = streamId();
      const mixed = [event('Wanted'), event('Unwanted'), event('Unwanted')];
      const { position: mixedAt } = await store.append([
        { streamId: id, expectedRevision: 'no_stream', events: mixed },
      ]);
      const { position: otherAt } = await store.append([
        { streamId: streamId(), expectedRevision: 'no_stream', events: [event('Unwanted')] },
      ]);

      // Lag, never loss: read until the appends are visible.
      let read = await store.readAllOfTypes(start, ['Wanted'], 10);
      const deadline = Date.now() + 20_000;
      while (compareGlobalPositions(read.seenUpTo, otherAt) < 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        read = await store.readAllOfTypes(start, ['Wanted'], 10);
      }
      const ours = read.events.filter((e) => e.streamId === id);
      expect(ours.map((e) => e.eventId)).toEqual([mixed[0]!.eventId]);
      expect(read.events.every((e) => e.type === 'Wanted')).toBe(true);
      // Past the append's last event, though that is of another type.
      expect(compareGlobalPositions(read.seenUpTo, mixedAt)).toBeGreaterThanOrEqual(0);

      const after = await store.readAllOfTypes(read.seenUpTo, ['Wanted'], 10);
      expect(after.events.filter((e) => e.streamId === id)).toEqual([]);
      expect(compareGlobalPositions(after.seenUpTo, read.seenUpTo)).toBeGreaterThanOrEqual(0);
    });

    it('a read cut by its limit has seen only up to its last event', async () => {
      const start = await lastPosition(store);
      const id = streamId();
      await store.append([
        { streamId: id, expectedRevision: 'no_stream', events: [event('Cut'), event('Cut'), event('Cut')] },
      ]);
      let read = await store.readAllOfTypes(start, ['Cut'], 2);
      const deadline = Date.now() + 20_000;
      while (read.events.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        read = await store.readAllOfTypes(start, ['Cut'], 2);
      }
      expect(read.events.map((e) => e.streamRevision)).toEqual([0n, 1n]);
      expect(read.seenUpTo).toEqual(read.events[1]!.position);
    });

    it('counts what follows cursors of some types, up to a cap, and says when the first was recorded', async () => {
      const start = await lastPosition(store);
      const before = Date.now();
      const { position: end } = await store.append([
        {
          streamId: streamId(),
          expectedRevision: 'no_stream',
          events: [event('Lagging'), event('Other'), event('Lagging'), event('Lagging')],
        },
      ]);
      const cursors = [
        { after: start, eventTypes: ['Lagging', 'Other'] },
        { after: start, eventTypes: ['Lagging'] },
        { after: end, eventTypes: ['Lagging'] },
        { after: start, eventTypes: ['Absent'] },
      ];
      let pending = await store.pendingOfTypes(cursors, 3);
      const deadline = Date.now() + 20_000;
      while (pending[1]!.count < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        pending = await store.pendingOfTypes(cursors, 3);
      }
      expect(pending.map((each) => each.count)).toEqual([3, 3, 0, 0]);
      const first = pending[1]!.firstRecordedAt!.getTime();
      expect(first).toBeGreaterThanOrEqual(before - 1000);
      expect(first).toBeLessThanOrEqual(Date.now() + 1000);
      expect(pending[2]!.firstRecordedAt).toBeUndefined();
      expect(pending[3]!.firstRecordedAt).toBeUndefined();
    });

    it('a subscription to some types delivers only them, and says how far it saw past the others', async () => {
      const from = await lastPosition(store);
      const id = streamId();
      const delivered: StoredEvent[] = [];
      let seen = from;
      const subscription = store.subscribeToAll({
        from,
        eventTypes: ['Kept'],
        async onBatch(events, seenUpTo) {
          delivered.push(...events);
          seen = seenUpTo;
        },
        async onSeen(seenUpTo) {
          seen = seenUpTo;
        },
      });
      try {
        await store.append([
          { streamId: id, expectedRevision: 'no_stream', events: [event('Kept'), event('Dropped')] },
        ]);
        await store.append([{ streamId: id, expectedRevision: 1n, events: [event('Dropped')] }]);
        const { position: lastAt } = await store.append([
          { streamId: id, expectedRevision: 2n, events: [event('Dropped'), event('Kept'), event('Dropped')] },
        ]);
        const deadline = Date.now() + 20_000;
        while (compareGlobalPositions(seen, lastAt) < 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(delivered.map((e) => [e.streamId, e.streamRevision, e.type])).toEqual([
          [id, 0n, 'Kept'],
          [id, 4n, 'Kept'],
        ]);
        expect(compareGlobalPositions(seen, lastAt)).toBeGreaterThanOrEqual(0);
      } finally {
        await subscription.stop();
      }
    });

    it('a live subscription delivers what is appended after it started, in order', async () => {
      const from = await lastPosition(store);
      const id = streamId();
      const received: string[] = [];
      let done!: () => void;
      const allReceived = new Promise<void>((resolve) => (done = resolve));
      const subscription = store.subscribeToAll({
        from,
        batchSize: 4,
        async onBatch(events) {
          for (const e of events) if (e.streamId === id) received.push(e.type);
          if (received.length >= 10) done();
        },
      });
      try {
        for (let i = 0; i < 10; i++) {
          await store.append([{ streamId: id, expectedRevision: 'any', events: [event(`L${i}`)] }]);
        }
        await allReceived;
        expect(received).toEqual(Array.from({ length: 10 }, (_, i) => `L${i}`));
      } finally {
        await subscription.stop();
      }
    });
  });
}

/** The position of the newest event, so that a test can read only what it appends after. */
export async function lastPosition(store: EventStore) {
  let position = startOfAll;
  for (;;) {
    const batch = await store.readAll(position, 1000);
    if (batch.length === 0) return position;
    position = batch[batch.length - 1]!.position;
  }
}

export function meta(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    tenantId: '000000',
    userId: '0',
    account: 'contract',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date().toISOString(),
    clientIp: '127.0.0.1',
    ...overrides,
  };
}

export function event(type: string, data: unknown = { type }, metadata: EventMetadata = meta()): NewEvent {
  return { eventId: randomUUID(), type, data, metadata };
}
