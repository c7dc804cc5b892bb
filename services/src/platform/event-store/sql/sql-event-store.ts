import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { SqlDatabase } from '@platform/database/database';
import { GatheredNotice } from '@platform/database/gathered-notice';
import { sqlStateOf } from '@platform/database/sql-state';
import { type Appended, type CatchUpTiming, startCatchUpLoop } from '@platform/event-store/catch-up-loop';
import { AppendGroups } from '@platform/event-store/sql/append-groups';
import {
  appendAllStatement,
  appendGroupStatement,
  esAppendArguments,
  readStreamsStatement,
  readTypesStatement,
} from '@platform/event-store/sql/hot-statements';
import { decodeAppended, encodeAppended } from '@platform/event-store/sql/appended-notification';
import { type EventRow, eventColumns, toStoredEvent } from '@platform/event-store/sql/stored-event-row';
import {
  type AppendResult,
  compareGlobalPositions,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  laterOf,
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

const appendedChannel = 'es_appended';

/**
 * The event store on PostgreSQL or PGlite: the same SQL serves both (migration 0001), only the
 * database handle differs. Readers see an event once every older transaction has ended (the
 * transaction-id fence) and resume by the compound (transaction id, position) cursor.
 */
export class SqlEventStore implements EventStore {
  /** Names this store in its NOTIFYs. */
  private readonly id = randomUUID();
  private readonly localWakeUps = new Set<(appended: Appended) => void>();
  private remoteListener: Promise<() => Promise<void>> | undefined;
  /** Tells other processes of the appends made here since the last notice. */
  private readonly announcement: GatheredNotice<{ types: Set<string>; position: GlobalPosition }>;
  private readonly groups = new AppendGroups((group) => this.writeGroup(group));

  constructor(
    private readonly database: SqlDatabase,
    private readonly timing?: CatchUpTiming,
  ) {
    this.announcement = new GatheredNotice(database, appendedChannel, ({ types, position }) =>
      encodeAppended(this.id, [...types], position),
    );
  }

  get kind(): 'postgres' | 'pglite' {
    return this.database.kind;
  }

  private get db(): Kysely<Database> {
    return this.database.db;
  }

  async append(appends: readonly StreamAppend[]): Promise<AppendResult> {
    if (appends.length === 0 || appends.some((append) => append.events.length === 0)) {
      throw new Error('an append needs at least one event for every stream');
    }
    const result = await this.groups.append(appends);
    this.announceAppend({
      types: [...new Set(appends.flatMap((append) => append.events.map((event) => event.type)))],
      position: result.position,
    });
    return result;
  }

  /**
   * A group of one is written as before. A larger one goes in one es_append_group call (migration
   * 0220). Should the database refuse that statement as a whole (not a broken expectation, which
   * refuses one append only), nothing of it was committed, and each append is written alone so
   * that each gets its own outcome. Any other failure (a lost connection) leaves it unknown
   * whether the group committed: writing its appends again could apply a command twice, so each
   * of them fails with that error, as an append alone would.
   */
  private async writeGroup(
    group: ReadonlyArray<readonly StreamAppend[]>,
  ): Promise<Array<AppendResult | Error>> {
    if (group.length === 1) return [await this.appendAll(group[0]!)];
    try {
      return await this.appendGroup(group);
    } catch (error) {
      if (sqlStateOf(error) === undefined) throw error;
      return Promise.all(group.map((appends) => this.appendAll(appends).catch(asError)));
    }
  }

  private async appendGroup(
    group: ReadonlyArray<readonly StreamAppend[]>,
  ): Promise<Array<AppendResult | Error>> {
    const { rows } = await this.db.executeQuery<GroupRow>(
      appendGroupStatement(group.map((appends) => appends.map(esAppendArguments))),
    );
    return group.map((appends, index) => {
      const landed = rows.filter((row) => row.append_index === index);
      const conflict = landed.find((row) => row.found_revision !== null);
      if (!conflict) return appendResultOf(appends, landed);
      const broken = appends[conflict.stream_index]!;
      return new WrongExpectedRevisionError(
        broken.streamId,
        broken.expectedRevision,
        BigInt(conflict.found_revision!),
      );
    });
  }

  /**
   * Every stream's append in one statement, a UNION ALL of es_append calls: a statement is all or
   * nothing by itself, so a multi-stream append costs one round trip rather than a transaction's
   * four, and a broken expectation anywhere rolls back every stream's events.
   */
  private async appendAll(appends: readonly StreamAppend[]): Promise<AppendResult> {
    try {
      const { rows } = await this.db.executeQuery<LandedRow>(
        appendAllStatement(appends.map(esAppendArguments)),
      );
      return appendResultOf(appends, rows);
    } catch (error) {
      if (isRevisionConflict(error)) throw await this.conflictOf(appends, BigInt(error.detail));
      throw error;
    }
  }

  /**
   * Which stream's expectation broke: the error names only the revision it found, so with several
   * streams they are read again (a conflict is rare, and its answer is a retry anyway).
   */
  private async conflictOf(
    appends: readonly StreamAppend[],
    found: bigint,
  ): Promise<WrongExpectedRevisionError> {
    if (appends.length > 1) {
      const streamIds = appends.map((append) => append.streamId);
      const { rows } = await sql<{ stream_id: string; revision: string }>`
        SELECT stream_id, revision FROM es_streams WHERE stream_id = ANY(${streamIds}::text[])`.execute(
        this.db,
      );
      const revisions = new Map(rows.map((row) => [row.stream_id, BigInt(row.revision)]));
      const broken = appends.find(
        (append) => !holds(append.expectedRevision, revisions.get(append.streamId)),
      );
      if (broken) {
        const actual = revisions.get(broken.streamId) ?? -1n;
        return new WrongExpectedRevisionError(broken.streamId, broken.expectedRevision, actual);
      }
    }
    return new WrongExpectedRevisionError(appends[0]!.streamId, appends[0]!.expectedRevision, found);
  }

  async readStream(streamId: string): Promise<StreamRead> {
    const [read] = await this.readStreams([streamId]);
    return read!;
  }

  /**
   * Every named stream in one statement: a command over a record and its held values reads once.
   * es_read_streams (migration 0219) reads them by key with the one plan its session keeps.
   */
  async readStreams(streamIds: readonly string[]): Promise<StreamRead[]> {
    const { rows } = await this.db.executeQuery<EventRow>(readStreamsStatement(streamIds));
    const eventsOf = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const events = eventsOf.get(row.stream_id) ?? [];
      events.push(toStoredEvent(row));
      eventsOf.set(row.stream_id, events);
    }
    return streamIds.map((streamId) => streamReadOf(eventsOf.get(streamId) ?? []));
  }

  async readAll(after: GlobalPosition, limit: number): Promise<StoredEvent[]> {
    const { rows } = await sql<EventRow>`
      SELECT ${eventColumns} FROM es_events
      WHERE (transaction_id, global_position) > (${String(after.commit)}::xid8, ${String(after.prepare)}::bigint)
        AND transaction_id < (SELECT es_fence())
      ORDER BY es_events.transaction_id, es_events.global_position
      LIMIT ${limit}`.execute(this.db);
    return rows.map(toStoredEvent);
  }

  /**
   * Reads each type's range of es_events_by_type in the global order and merges them
   * (es_read_types, migration 0066). When the read answers fewer events than `limit`, it holds
   * every event of these types written by a transaction older than the fence (es_fence,
   * migration 0192: the oldest transaction running in this database): all of those transactions have ended, and an append's events share its transaction
   * id, so the reader has seen up to the end of transaction xmin - 1, past every event of every
   * append it can see.
   */
  async readAllOfTypes(
    after: GlobalPosition,
    eventTypes: readonly string[],
    limit: number,
  ): Promise<TypedRead> {
    const { rows } = await this.db.executeQuery<{ fence_text: string } & Partial<EventRow>>(
      readTypesStatement(after, [...new Set(eventTypes)], limit),
    );
    const events = rows
      .filter((row): row is EventRow & { fence_text: string } => row.event_id != null)
      .map(toStoredEvent);
    const last = events[events.length - 1]?.position ?? after;
    if (events.length === limit) return { events, seenUpTo: last };
    const fence = BigInt(rows[0]!.fence_text);
    return { events, seenUpTo: laterOf(last, { commit: fence - 1n, prepare: endOfTransaction }) };
  }

  /** Every cursor in one statement (es_pending_of_types, migration 0217), counted in the type index. */
  async pendingOfTypes(cursors: readonly TypedCursor[], cap: number): Promise<Pending[]> {
    const asked = cursors.map(({ after, eventTypes }, place) => ({
      place,
      types: [...new Set(eventTypes)],
      after_transaction: String(after.commit),
      after_position: String(after.prepare),
    }));
    const { rows } = await sql<{ place: number; pending: number; first_recorded_at: Date | null }>`
      SELECT * FROM es_pending_of_types(${JSON.stringify(asked)}::jsonb, ${cap}::int)`.execute(this.db);
    const byPlace = new Map(rows.map((row) => [row.place, row]));
    return cursors.map((_, place) => {
      const row = byPlace.get(place);
      return row?.first_recorded_at
        ? { count: row.pending, firstRecordedAt: new Date(row.first_recorded_at) }
        : { count: row?.pending ?? 0 };
    });
  }

  /** How many events the store holds (for progress bars; not part of the port). */
  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    this.remoteListener ??= this.database.listen(appendedChannel, (payload) => {
      const { sender, ...appended } = decodeAppended(payload);
      if (sender !== this.id) this.wakeLocal(appended);
    });
    const { eventTypes } = options;
    return startCatchUpLoop(
      {
        read: async (after, limit) => {
          if (eventTypes) return this.readAllOfTypes(after, eventTypes, limit);
          const events = await this.readAll(after, limit);
          return { events, seenUpTo: events[events.length - 1]?.position ?? after };
        },
        onAppended: (wake) => {
          this.localWakeUps.add(wake);
          return () => this.localWakeUps.delete(wake);
        },
      },
      options,
      this.timing,
    );
  }

  async close(): Promise<void> {
    // Appends not yet announced are announced now: other processes must not wait for a poll.
    await this.announcement.flush();
    const unlisten = await this.remoteListener;
    await unlisten?.();
  }

  /**
   * Wakes this process's subscribers at once, and other processes' through a gathered NOTIFY
   * naming the types and the last position appended meanwhile, so that only the loops of those
   * types read.
   */
  private announceAppend(appended: Required<Appended>): void {
    this.wakeLocal(appended);
    this.announcement.add((pending) => ({
      types: new Set([...(pending?.types ?? []), ...appended.types]),
      position: pending ? laterOf(pending.position, appended.position) : appended.position,
    }));
  }

  private wakeLocal(appended: Appended): void {
    for (const wake of this.localWakeUps) wake(appended);
  }
}

/** The highest position inside a transaction: a reader at (xid, this) has seen all of xid. */
export const endOfTransaction = 2n ** 63n - 1n;

function streamReadOf(events: StoredEvent[]): StreamRead {
  return { revision: events.length ? events[events.length - 1]!.streamRevision : -1n, events };
}

/** What es_append answers for each event landed, with the index of its stream in the append. */
interface LandedRow {
  stream_index: number;
  next_revision: string;
  commit_position: string;
  prepare_position: string;
}

/** es_append_group's rows: an append's landed events, or one row naming the revision it found. */
interface GroupRow extends LandedRow {
  append_index: number;
  found_revision: string | null;
}

/** Each stream's next revision and the highest position of the append's landed events. */
function appendResultOf(appends: readonly StreamAppend[], rows: readonly LandedRow[]): AppendResult {
  const nextRevisions = appends.map(() => -1n);
  let position: GlobalPosition | undefined;
  for (const row of rows) {
    nextRevisions[row.stream_index] = BigInt(row.next_revision);
    // The highest position, not the last row's: RETURNING promises no order, and a waiter for
    // a lower position than the append's last event could answer before a read model has it.
    const landed = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
    if (!position || compareGlobalPositions(landed, position) > 0) position = landed;
  }
  return { nextRevisions, position: position! };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Whether a stream at `revision` (undefined: no stream) meets an expectation. */
function holds(expected: ExpectedRevision, revision: bigint | undefined): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return revision === undefined;
  return revision === expected;
}

function isRevisionConflict(error: unknown): error is { detail: string } {
  return sqlStateOf(error) === 'ES409';
}
