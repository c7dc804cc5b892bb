/**
 * The event store port. Three adapters implement it (PostgreSQL, PGlite, EventStoreDB) with
 * identical semantics, proven by one contract suite (event-store.contract.ts).
 *
 * Stream revisions are 0-based: the first event of a stream has revision 0, and a stream's
 * revision is the revision of its last event.
 */

/** Who did it, on whose behalf, and why: carried by every event for auditors. */
export interface EventMetadata {
  tenantId: string;
  userId: string;
  account: string;
  correlationId: string;
  causationId: string;
  /** ISO-8601 instant of the command that caused the event. */
  occurredAt: string;
  clientIp: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** A UUID; the same id appended twice is rejected, which makes retried appends safe. */
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A place in the global order. In the SQL stores it is (transaction id, position) so that a
 * late-committing transaction is never skipped (EVENTSTORE.md §1); in EventStoreDB it is
 * (commit position, prepare position). Compared lexicographically.
 */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

export const startOfAll: GlobalPosition = { commit: 0n, prepare: 0n };

export interface StoredEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  streamRevision: bigint;
  position: GlobalPosition;
  recordedAt: Date;
}

/** 'no_stream': the stream must not exist; 'any': no check; a bigint: the stream's current revision. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** The revision of each stream after the append, in the order the appends were given. */
  nextRevisions: bigint[];
  /** The global position of the last event written: wait for it to read your writes. */
  position: GlobalPosition;
}

export interface StreamRead {
  /** -1n when the stream does not exist. */
  revision: bigint;
  events: StoredEvent[];
}

/** What a read of some event types answers: the events, and how far it looked. */
export interface TypedRead {
  /** Events of the asked types, in global order. */
  events: StoredEvent[];
  /**
   * Every event of the asked types up to here is in `events` or was before the read's start:
   * at least the last event's position, and further when the read saw past it (events of other
   * types, or the end of what is visible). A reader resumes from here, so a reader of rare types
   * does not look behind when others are appended.
   */
  seenUpTo: GlobalPosition;
}

export interface Subscription {
  /** Stops delivering; resolves once the handler in flight, if any, has finished. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  from: GlobalPosition;
  batchSize?: number;
  /** Only events of these types are delivered; every type when absent. */
  eventTypes?: readonly string[];
  /**
   * Called with consecutive non-empty batches in global order; the next batch waits for it to
   * settle. `seenUpTo` (the batch's TypedRead.seenUpTo) is where the next batch starts.
   */
  onBatch(events: StoredEvent[], seenUpTo: GlobalPosition): Promise<void>;
  /**
   * Called when the subscription saw further along the global order without an event to
   * deliver (only events of other types): where the next batch starts. Awaited like onBatch.
   */
  onSeen?(seenUpTo: GlobalPosition): Promise<void>;
  /** Called when onBatch or reading fails; the subscription retries from the last delivered position. */
  onError?(error: unknown): void;
}

/** Where a reader of some event types stands: the cursor it reads after. */
export interface TypedCursor {
  after: GlobalPosition;
  eventTypes: readonly string[];
}

/** What follows a TypedCursor: how many events of its types, and when the first was recorded. */
export interface Pending {
  /** Counted up to the cap asked for, and reported as the cap beyond it. */
  count: number;
  /** Absent when nothing follows. */
  firstRecordedAt?: Date;
}

export interface EventStore {
  readonly kind: 'postgres' | 'pglite' | 'eventstoredb';
  /**
   * Appends to one or more streams atomically: every expected revision holds and all events are
   * written, or a WrongExpectedRevisionError is thrown and nothing is written. A store that can
   * append to one stream at a time only refuses more (MultiStreamAppendNotSupportedError).
   */
  append(appends: readonly StreamAppend[]): Promise<AppendResult>;
  readStream(streamId: string): Promise<StreamRead>;
  /** Each stream as readStream answers it, in the order named: one round trip where the store can. */
  readStreams(streamIds: readonly string[]): Promise<StreamRead[]>;
  /** Events strictly after `after` in the global order, at most `limit` of them. */
  readAll(after: GlobalPosition, limit: number): Promise<StoredEvent[]>;
  /** Events of `eventTypes` strictly after `after`, at most `limit`, and how far the read saw. */
  readAllOfTypes(after: GlobalPosition, eventTypes: readonly string[], limit: number): Promise<TypedRead>;
  /**
   * For each cursor, what follows it (projection lag, for health): counted where the store can,
   * without reading the events themselves, and all cursors in one round trip where it can.
   */
  pendingOfTypes(cursors: readonly TypedCursor[], cap: number): Promise<Pending[]>;
  /** Catch-up then live delivery of the global order, each event exactly once and in order. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** Thrown, writing nothing, by a store that appends to one stream per call (EventStoreDB). */
export class MultiStreamAppendNotSupportedError extends Error {
  constructor(streamCount: number) {
    super(
      `the EventStoreDB event store supports atomic appends to one stream only; this append names ${streamCount} streams`,
    );
    this.name = 'MultiStreamAppendNotSupportedError';
  }
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint,
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export function compareGlobalPositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function laterOf(a: GlobalPosition, b: GlobalPosition): GlobalPosition {
  return compareGlobalPositions(a, b) >= 0 ? a : b;
}

/** A position written as text, for the wire and for logs: "commit/prepare". */
export function formatGlobalPosition(position: GlobalPosition): string {
  return `${position.commit}/${position.prepare}`;
}

/** A position read back from its text (formatGlobalPosition); undefined for anything else. */
export function parseGlobalPosition(text: unknown): GlobalPosition | undefined {
  const match = typeof text === 'string' ? /^(\d+)\/(\d+)$/.exec(text) : null;
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : undefined;
}
