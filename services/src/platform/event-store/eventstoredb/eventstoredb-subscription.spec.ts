import { PassThrough } from 'node:stream';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { meta } from '@platform/event-store/event-store.contract';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import { startAllEventsSubscription } from '@platform/event-store/eventstoredb/eventstoredb-subscription';
import { waitFor as waitUntil } from '@platform/jobs/testing/probes';

/** Stands in for the client's catch-up subscription: a real object-mode stream, so pausing is real. */
class FakeFeed extends PassThrough {
  unsubscribed = false;

  constructor(readonly from: GlobalPosition) {
    super({ objectMode: true });
  }

  send(...numbers: number[]): void {
    for (const n of numbers) this.write(resolvedEvent(n));
  }

  async unsubscribe(): Promise<void> {
    this.unsubscribed = true;
    this.destroy();
  }
}

function positionOf(n: number): GlobalPosition {
  return { commit: BigInt(n * 100), prepare: BigInt(n * 100) };
}

function resolvedEvent(n: number): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'card-1',
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      isJson: true,
      revision: BigInt(n - 1),
      type: 'CardCharged',
      created: new Date(0),
      data: { n },
      metadata: { ...meta() },
      position: positionOf(n),
    },
  };
}

const numbersOf = (events: StoredEvent[]) => events.map((e) => (e.data as { n: number }).n);

/** Polls until `condition` holds: a loaded machine makes these tests slower, never wrong. */
function waitFor(condition: () => boolean): Promise<true> {
  return waitUntil('the condition', async () => condition());
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the EventStoreDB subscription to $all', () => {
  const feeds: FakeFeed[] = [];
  const openFeed = (from: GlobalPosition) => {
    const feed = new FakeFeed(from);
    feeds.push(feed);
    return feed;
  };
  afterEach(() => {
    feeds.length = 0;
  });

  it('delivers only the types asked for, and says how far it saw past the others', async () => {
    const batches: number[][] = [];
    const seen: GlobalPosition[] = [];
    const subscription = startAllEventsSubscription(openFeed, {
      from: positionOf(0),
      eventTypes: ['CardIssued'],
      async onBatch(events) {
        batches.push(numbersOf(events));
      },
      async onSeen(position) {
        seen.push(position);
      },
    });
    feeds[0]!.send(1, 2, 3);
    await waitFor(() => seen.some((position) => position.commit === positionOf(3).commit));
    await subscription.stop();

    expect(batches).toEqual([]);
    expect(seen[seen.length - 1]).toEqual(positionOf(3));
  });

  it('hands over one batch at a time, in order, pausing the feed while a full batch waits', async () => {
    const batches: number[][] = [];
    const firstBatchHeld = deferred();
    let running = 0;
    let overlapped = false;
    const subscription = startAllEventsSubscription(openFeed, {
      from: positionOf(0),
      batchSize: 3,
      async onBatch(events) {
        overlapped ||= running > 0;
        running++;
        if (batches.length === 0) await firstBatchHeld.promise;
        batches.push(numbersOf(events));
        running--;
      },
    });
    const feed = feeds[0]!;
    feed.send(1);
    await waitFor(() => running === 1);
    feed.send(2, 3, 4, 5, 6);
    await waitFor(() => feed.isPaused());
    firstBatchHeld.resolve();
    await waitFor(() => batches.flat().length === 6);
    await subscription.stop();

    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(batches[0]).toEqual([1]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(overlapped).toBe(false);
  });

  it('after a handler failure resubscribes from the last delivered event, skipping nothing and repeating nothing', async () => {
    const delivered: number[] = [];
    const errors: unknown[] = [];
    let failures = 0;
    const subscription = startAllEventsSubscription(openFeed, {
      from: positionOf(0),
      batchSize: 2,
      async onBatch(events) {
        if (numbersOf(events).includes(3) && failures++ === 0) throw new Error('read model unavailable');
        delivered.push(...numbersOf(events));
      },
      onError: (error) => errors.push(error),
    });
    feeds[0]!.send(1);
    await waitFor(() => delivered.length === 1);
    feeds[0]!.send(2, 3, 4, 5);
    await waitFor(() => feeds.length === 2);

    expect(feeds[0]!.unsubscribed).toBe(true);
    expect(delivered).not.toContain(3);
    expect(feeds[1]!.from).toEqual(positionOf(delivered[delivered.length - 1]!));
    // Even if the server sent events up to the resume position again, none is handed over twice.
    feeds[1]!.send(1, 2, 3, 4, 5);
    await waitFor(() => delivered.length >= 5);
    await subscription.stop();

    expect(delivered).toEqual([1, 2, 3, 4, 5]);
    expect(errors).toEqual([new Error('read model unavailable')]);
  });

  it('after the feed breaks resubscribes from the last delivered event', async () => {
    const delivered: number[] = [];
    const errors: unknown[] = [];
    const subscription = startAllEventsSubscription(openFeed, {
      from: positionOf(0),
      async onBatch(events) {
        delivered.push(...numbersOf(events));
      },
      onError: (error) => errors.push(error),
    });
    feeds[0]!.send(1, 2);
    await waitFor(() => delivered.length === 2);
    feeds[0]!.destroy(new Error('server unavailable'));
    await waitFor(() => feeds.length === 2);
    feeds[1]!.send(3);
    await waitFor(() => delivered.length === 3);
    await subscription.stop();

    expect(feeds[1]!.from).toEqual(positionOf(2));
    expect(delivered).toEqual([1, 2, 3]);
    expect(errors).toEqual([new Error('server unavailable')]);
  });

  it('stops the feed at once and resolves stop only after the handler in flight has finished', async () => {
    const held = deferred();
    let started = false;
    let finished = false;
    const subscription = startAllEventsSubscription(openFeed, {
      from: positionOf(0),
      async onBatch() {
        started = true;
        await held.promise;
        finished = true;
      },
    });
    feeds[0]!.send(1);
    await waitFor(() => started);

    let stopped = false;
    const stopping = subscription.stop().then(() => (stopped = true));
    await waitFor(() => feeds[0]!.unsubscribed);
    expect(stopped).toBe(false);
    held.resolve();
    await stopping;
    expect(finished).toBe(true);
  });
});
