import { Readable } from 'node:stream';
import {
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  NO_STREAM,
  type ReadAllOptions,
  START,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { event, meta } from '@platform/event-store/event-store.contract';
import {
  type GlobalPosition,
  startOfAll,
  WrongExpectedRevisionError,
} from '@platform/event-store/event-store.port';
import { EventStoreDbEventStore } from '@platform/event-store/eventstoredb/eventstoredb-event-store';

/**
 * What the adapter does on its own, without a server: paging $all and mapping errors. The
 * behaviour against a real server is the contract, in eventstoredb-event-store.int.spec.ts.
 */

function recorded(n: number, type: string): AllStreamResolvedEvent {
  return {
    event: {
      streamId: type.startsWith('$') ? '$stats-127.0.0.1:2113' : `card-${n}`,
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      isJson: true,
      revision: 0n,
      type,
      created: new Date(0),
      data: { n },
      metadata: { ...meta() },
      position: { commit: BigInt(n * 100), prepare: BigInt(n * 100) },
    },
  };
}

/** $all as the server reads it: from a position inclusive, at most maxCount records. */
function fakeClient(all: AllStreamResolvedEvent[], overrides: Partial<EventStoreDBClient> = {}) {
  const reads: ReadAllOptions[] = [];
  const client = {
    readAll(options: ReadAllOptions) {
      reads.push(options);
      const from = options.fromPosition === START ? 0n : (options.fromPosition as GlobalPosition).commit;
      const page = all.filter((e) => e.event!.position.commit >= from).slice(0, Number(options.maxCount));
      return Readable.from(page);
    },
    ...overrides,
  };
  return { client: client as unknown as EventStoreDBClient, reads };
}

describe('EventStoreDbEventStore without a server', () => {
  const all = [
    recorded(1, '$metadata'),
    recorded(2, 'CardIssued'),
    recorded(3, '$stats'),
    recorded(4, '$stats'),
    recorded(5, '$stats'),
    recorded(6, 'CardCharged'),
    recorded(7, 'CardCharged'),
    recorded(8, '$>'),
    recorded(9, 'CardClosed'),
  ];
  const numbers = (events: { data: unknown }[]) => events.map((e) => (e.data as { n: number }).n);

  it('reads $all strictly after a position, without system events, across as many pages as it takes', async () => {
    const { client, reads } = fakeClient(all);
    const store = new EventStoreDbEventStore(client);

    const first = await store.readAll(startOfAll, 2);
    expect(numbers(first)).toEqual([2, 6]);
    expect(reads[0]!.fromPosition).toBe(START);

    const second = await store.readAll(first[1]!.position, 2);
    expect(numbers(second)).toEqual([7, 9]);
    expect(await store.readAll(second[1]!.position, 2)).toEqual([]);
  });

  it('reads only the asked types, and has seen up to the last event of $all it read', async () => {
    const store = new EventStoreDbEventStore(fakeClient(all).client);

    const charged = await store.readAllOfTypes(startOfAll, ['CardCharged'], 5);
    expect(numbers(charged.events)).toEqual([6, 7]);
    expect(charged.seenUpTo).toEqual(all[8]!.event!.position);

    const cut = await store.readAllOfTypes(startOfAll, ['CardCharged'], 1);
    expect(numbers(cut.events)).toEqual([6]);
    expect(cut.seenUpTo).toEqual(cut.events[0]!.position);
  });

  it('reports a broken expectation with the stream revision the port uses, -1 for no stream', async () => {
    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'card-1',
      expected: 0n,
      current: NO_STREAM,
    });
    const { client } = fakeClient([], { appendToStream: () => Promise.reject(missing) });
    const store = new EventStoreDbEventStore(client);

    const append = store.append([{ streamId: 'card-1', expectedRevision: 0n, events: [event('A')] }]);
    await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(append).rejects.toMatchObject({ streamId: 'card-1', expected: 0n, actual: -1n });
  });

  it('refuses an append to several streams before talking to the server', async () => {
    const appendToStream = jest.fn();
    const { client } = fakeClient([], { appendToStream });
    const store = new EventStoreDbEventStore(client);

    const append = store.append([
      { streamId: 'card-1', expectedRevision: 'no_stream', events: [event('A')] },
      { streamId: 'card-2', expectedRevision: 'no_stream', events: [event('B')] },
    ]);
    await expect(append).rejects.toThrow(
      'the EventStoreDB event store supports atomic appends to one stream only',
    );
    expect(appendToStream).not.toHaveBeenCalled();
  });
});
