import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  type Position,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  compareGlobalPositions,
  type EventStore,
  type GlobalPosition,
  laterOf,
  MultiStreamAppendNotSupportedError,
  type Pending,
  type StoredEvent,
  type StreamAppend,
  type StreamRead,
  type SubscribeOptions,
  type Subscription,
  type TypedCursor,
  type TypedRead,
  WrongExpectedRevisionError,
} from '@platform/event-store/event-store.port';
import {
  isSystemEventType,
  toEsdbExpectedRevision,
  toEventData,
  toPortRevision,
  toReadPosition,
  toStoredEvent,
} from '@platform/event-store/eventstoredb/eventstoredb-mapping';
import { startAllEventsSubscription } from '@platform/event-store/eventstoredb/eventstoredb-subscription';

/**
 * The event store on EventStoreDB (or KurrentDB) through @eventstore/db-client 6.2.
 *
 * One limit differs from the SQL stores: the server appends atomically to ONE stream per call
 * and the client has no multi-stream transaction, so `append` refuses more than one stream
 * (MultiStreamAppendNotSupportedError) instead of writing them one by one and leaving half an
 * append behind on a conflict. Commands that must change two streams at once need the SQL store.
 *
 * Another small one: appending an event id that the stream already holds is accepted by the
 * server as an idempotent retry instead of being rejected.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb';

  constructor(private readonly client: EventStoreDBClient) {}

  /** `url` is a connection string such as esdb://127.0.0.1:2113?tls=false. */
  static connect(url: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url));
  }

  async append(appends: readonly StreamAppend[]): Promise<AppendResult> {
    if (appends.length > 1) throw new MultiStreamAppendNotSupportedError(appends.length);
    const append = appends[0];
    if (!append || append.events.length === 0) throw new Error('an append needs at least one event');
    try {
      const result = await this.client.appendToStream(append.streamId, append.events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(append.expectedRevision),
      });
      return {
        nextRevisions: [result.nextExpectedRevision],
        position: result.position ?? (await this.lastPositionOf(append.streamId)),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(
          append.streamId,
          append.expectedRevision,
          toPortRevision(error.actualVersion),
        );
      }
      throw error;
    }
  }

  /** The server sends no position for an append it took as an idempotent retry: read it back. */
  private async lastPositionOf(streamId: string): Promise<GlobalPosition> {
    let last: StoredEvent | undefined;
    for await (const resolved of this.client.readStream(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    })) {
      if (resolved.event) last = toStoredEvent(resolved.event);
    }
    if (!last) throw new Error(`stream ${streamId} is empty right after an append to it`);
    return last.position;
  }

  async readStream(streamId: string): Promise<StreamRead> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId)) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { revision: -1n, events: [] };
      throw error;
    }
    return { revision: events.length ? events[events.length - 1]!.streamRevision : -1n, events };
  }

  /** The server reads one stream per call: the streams are read side by side. */
  readStreams(streamIds: readonly string[]): Promise<StreamRead[]> {
    return Promise.all(streamIds.map((streamId) => this.readStream(streamId)));
  }

  async readAll(after: GlobalPosition, limit: number): Promise<StoredEvent[]> {
    return (await this.readAllMatching(after, limit, () => true)).events;
  }

  /** Filtered by the client: the server's own filters match by prefix or pattern, not by name. */
  readAllOfTypes(after: GlobalPosition, eventTypes: readonly string[], limit: number): Promise<TypedRead> {
    const wanted = new Set(eventTypes);
    return this.readAllMatching(after, limit, (type) => wanted.has(type));
  }

  /** The server counts nothing by type: each cursor's events are read, up to the cap. */
  pendingOfTypes(cursors: readonly TypedCursor[], cap: number): Promise<Pending[]> {
    return Promise.all(
      cursors.map(async ({ after, eventTypes }) => {
        const { events } = await this.readAllOfTypes(after, eventTypes, cap);
        const first = events[0];
        return first ? { count: events.length, firstRecordedAt: first.recordedAt } : { count: 0 };
      }),
    );
  }

  /**
   * Reads $all page by page from `after` (the server includes the event at the start position,
   * the port does not) and keeps the events `matches` accepts, never system events, until
   * `limit` events or the end of $all: then it has seen up to the last event it read. Every
   * page is read to its end so that no call is left open on the connection.
   */
  private async readAllMatching(
    after: GlobalPosition,
    limit: number,
    matches: (type: string) => boolean,
  ): Promise<TypedRead> {
    const events: StoredEvent[] = [];
    const pageSize = limit + 1;
    let pageStart = after;
    for (;;) {
      let read = 0;
      let lastRead: Position | undefined;
      for await (const resolved of this.client.readAll({
        fromPosition: toReadPosition(pageStart),
        maxCount: pageSize,
      })) {
        read++;
        const recorded = resolved.event;
        if (!recorded) continue;
        const isNew = compareGlobalPositions(recorded.position, pageStart) > 0;
        if (events.length === limit || !isNew) continue;
        lastRead = recorded.position;
        if (!isSystemEventType(recorded.type) && matches(recorded.type)) events.push(toStoredEvent(recorded));
      }
      if (events.length === limit) return { events, seenUpTo: events[limit - 1]!.position };
      if (read < pageSize || !lastRead) return { events, seenUpTo: laterOf(after, lastRead ?? after) };
      pageStart = lastRead;
    }
  }

  /** A catch-up subscription to $all, filtered by the server so system events never travel. */
  subscribeToAll(options: SubscribeOptions): Subscription {
    return startAllEventsSubscription(
      (from) =>
        this.client.subscribeToAll({ fromPosition: toReadPosition(from), filter: excludeSystemEvents() }),
      options,
    );
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
