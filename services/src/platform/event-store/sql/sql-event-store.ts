import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { SqlDatabase } from '@platform/database/database';
import { type Appended, type CatchUpTiming, startCatchUpLoop } from '@platform/event-store/catch-up-loop';
import { decodeAppended, encodeAppended } from '@platform/event-store/sql/appended-notification';
import {
  type AppendResult,
  compareGlobalPositions,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  laterOf,
  type StoredEvent,
  type StreamAppend,
  type StreamRead,
  type SubscribeOptions,
  type Subscription,
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
  private notifyTimer: NodeJS.Timeout | undefined;
  /** What the next NOTIFY announces: the appends since the previous one. */
  private unannounced: { types: Set<string>; position: GlobalPosition } | undefined;

  constructor(
    private readonly database: SqlDatabase,
    private readonly timing?: CatchUpTiming,
  ) {}

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
    const result =
      appends.length === 1
        ? await this.appendEach(this.db, appends)
        : await this.db.transaction().execute((trx) => this.appendEach(trx, appends));
    this.announceAppend({
      types: [...new Set(appends.flatMap((append) => append.events.map((event) => event.type)))],
      position: result.position,
    });
    return result;
  }

  private async appendEach(
    db: Kysely<Database> | Transaction<Database>,
    appends: readonly StreamAppend[],
  ): Promise<AppendResult> {
    const nextRevisions: bigint[] = [];
    let position: GlobalPosition | undefined;
    for (const append of appends) {
      const rows = await this.appendOne(db, append);
      nextRevisions.push(BigInt(rows[0]!.next_revision));
      // The highest position, not the last row's: RETURNING promises no order, and a waiter for
      // a lower position than the append's last event could answer before a read model has it.
      for (const row of rows) {
        const landed = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
        if (!position || compareGlobalPositions(landed, position) > 0) position = landed;
      }
    }
    return { nextRevisions, position: position! };
  }

  private async appendOne(db: Kysely<Database> | Transaction<Database>, append: StreamAppend) {
    const { events } = append;
    try {
      const { rows } = await sql<{
        next_revision: string;
        commit_position: string;
        prepare_position: string;
      }>`
        SELECT * FROM es_append(
          ${append.streamId},
          ${expectationText(append.expectedRevision)},
          ${events.map((event) => event.eventId)}::uuid[],
          ${events.map((event) => event.type)}::text[],
          ${events.map((event) => JSON.stringify(event.data))}::jsonb[],
          ${events.map((event) => JSON.stringify(event.metadata))}::jsonb[]
        )`.execute(db);
      return rows;
    } catch (error) {
      if (isRevisionConflict(error)) {
        throw new WrongExpectedRevisionError(append.streamId, append.expectedRevision, BigInt(error.detail));
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<StreamRead> {
    const { rows } = await sql<EventRow>`
      SELECT ${eventColumns} FROM es_events WHERE stream_id = ${streamId} ORDER BY stream_revision`.execute(
      this.db,
    );
    const events = rows.map(toStoredEvent);
    return { revision: events.length ? events[events.length - 1]!.streamRevision : -1n, events };
  }

  async readAll(after: GlobalPosition, limit: number): Promise<StoredEvent[]> {
    const { rows } = await sql<EventRow>`
      SELECT ${eventColumns} FROM es_events
      WHERE (transaction_id, global_position) > (${String(after.commit)}::xid8, ${String(after.prepare)}::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY es_events.transaction_id, es_events.global_position
      LIMIT ${limit}`.execute(this.db);
    return rows.map(toStoredEvent);
  }

  /**
   * Reads each type's range of es_events_by_type in the global order and merges them
   * (es_read_types, migration 0066). When the read answers fewer events than `limit`, it holds
   * every event of these types written by a transaction older than the fence (the snapshot's
   * xmin): all of those transactions have ended, and an append's events share its transaction
   * id, so the reader has seen up to the end of transaction xmin - 1, past every event of every
   * append it can see.
   */
  async readAllOfTypes(
    after: GlobalPosition,
    eventTypes: readonly string[],
    limit: number,
  ): Promise<TypedRead> {
    const { rows } = await sql<{ fence_text: string } & Partial<EventRow>>`
      SELECT * FROM es_read_types(
        ${String(after.commit)}::xid8,
        ${String(after.prepare)}::bigint,
        ${[...new Set(eventTypes)]}::text[],
        ${limit}::int
      )`.execute(this.db);
    const events = rows
      .filter((row): row is EventRow & { fence_text: string } => row.event_id != null)
      .map(toStoredEvent);
    const last = events[events.length - 1]?.position ?? after;
    if (events.length === limit) return { events, seenUpTo: last };
    const fence = BigInt(rows[0]!.fence_text);
    return { events, seenUpTo: laterOf(last, { commit: fence - 1n, prepare: endOfTransaction }) };
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
    clearTimeout(this.notifyTimer);
    await this.sendAnnouncement();
    const unlisten = await this.remoteListener;
    await unlisten?.();
  }

  /**
   * Wakes this process's subscribers at once, and other processes' through one NOTIFY per few
   * milliseconds naming the types and the last position appended meanwhile, so that only the
   * loops of those types read. The NOTIFY is sent outside the append's transaction: a notifying
   * commit takes a cluster-wide lock, and concurrent appends must not queue behind it.
   */
  private announceAppend(appended: Required<Appended>): void {
    this.wakeLocal(appended);
    if (this.database.kind !== 'postgres') return;
    const pending = (this.unannounced ??= { types: new Set(), position: appended.position });
    for (const type of appended.types) pending.types.add(type);
    pending.position = laterOf(pending.position, appended.position);
    this.notifyTimer ??= setTimeout(() => void this.sendAnnouncement(), 5);
  }

  private async sendAnnouncement(): Promise<void> {
    const announced = this.unannounced;
    this.unannounced = undefined;
    this.notifyTimer = undefined;
    if (!announced) return;
    const payload = encodeAppended(this.id, [...announced.types], announced.position);
    await this.database.notify(appendedChannel, payload).catch(() => {
      // Subscribers elsewhere fall back to polling; a lost wake-up only delays them.
    });
  }

  private wakeLocal(appended: Appended): void {
    for (const wake of this.localWakeUps) wake(appended);
  }
}

interface EventRow {
  global_position: string;
  transaction_text: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
}

// The xid8 comes out as text under a name of its own: an output column named transaction_id
// would be what ORDER BY sorts by, as text ('100' before '99'), skipping events for good.
const eventColumns = sql.raw(
  'global_position, transaction_id::text AS transaction_text, stream_id, stream_revision, event_id, event_type, data, metadata, recorded_at',
);

/** The highest position inside a transaction: a reader at (xid, this) has seen all of xid. */
const endOfTransaction = 2n ** 63n - 1n;

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamRevision: BigInt(row.stream_revision),
    position: { commit: BigInt(row.transaction_text), prepare: BigInt(row.global_position) },
    recordedAt: row.recorded_at,
  };
}

function expectationText(expected: ExpectedRevision): string {
  return typeof expected === 'bigint' ? expected.toString() : expected;
}

function isRevisionConflict(error: unknown): error is { code: string; detail: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ES409';
}
