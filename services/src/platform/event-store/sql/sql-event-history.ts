import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import { type BrokenLink, firstBrokenLink } from '@platform/event-store/sql/chain-verification';
import { endOfTransaction } from '@platform/event-store/sql/sql-event-store';
import { type EventRow, eventColumns, toStoredEvent } from '@platform/event-store/sql/stored-event-row';

/** What an auditor may narrow the history by; every field is optional and they combine with AND. */
export interface EventHistoryFilter {
  tenantId?: string;
  /** The prefix of the stream ids, before the first '-' (migration 0070): a type no aggregate declares. */
  aggregateType?: string;
  /**
   * The streams of one declared aggregate: their ids start with `prefix` and with none of
   * `besides` (other aggregates' longer prefixes, `merchant-cut-payments-` beside `merchant-`).
   * Read through the index of the prefix's first word (migration 0070).
   */
  streams?: { prefix: string; besides: readonly string[] };
  streamId?: string;
  userId?: string;
  correlationId?: string;
  /** Recorded at or after. */
  from?: Date;
  /** Recorded strictly before. */
  to?: Date;
}

export type HistoryOrder = 'newest' | 'oldest';

/** Where a stream's history stops: at a revision, or at what was recorded by an instant. */
export type StreamBound = { revision: bigint } | { at: Date };

/** Whether a stream's history holds: its own chain and the seals of its events in its tenant's. */
export interface StreamChain {
  verified: boolean;
  /** How many of its events its tenant's chain has sealed so far (the sealer runs right behind). */
  sealed: number;
  broken: BrokenLink | null;
}

/**
 * The audit explorer's reads of the SQL event store: committed events by the filters its indexes
 * serve (migration 0070), and a stream up to a revision or an instant. A class of its own beside
 * the store: the store's append and catch-up paths are not the auditors' concern.
 */
export class SqlEventHistory {
  constructor(private readonly db: Kysely<Database>) {}

  /** At most `limit` events in the chosen order, strictly past `after` in that order. */
  async page(
    filter: EventHistoryFilter,
    order: HistoryOrder,
    after: GlobalPosition | undefined,
    limit: number,
  ): Promise<StoredEvent[]> {
    const conditions = [...filterConditions(filter)];
    const direction = sql.raw(order === 'newest' ? 'DESC' : 'ASC');
    if (after) {
      const comparison = sql.raw(order === 'newest' ? '<' : '>');
      conditions.push(
        sql`(transaction_id, global_position) ${comparison} (${String(after.commit)}::xid8, ${String(after.prepare)}::bigint)`,
      );
    }
    const { rows } = await sql<EventRow>`
      SELECT ${eventColumns} FROM es_events
      ${where(conditions)}
      ORDER BY transaction_id ${direction}, global_position ${direction}
      LIMIT ${limit}`.execute(this.db);
    return rows.map(toStoredEvent);
  }

  /** A stream's events in order, up to and including the bound. */
  async streamUpTo(streamId: string, bound?: StreamBound): Promise<StoredEvent[]> {
    const conditions = [sql`stream_id = ${streamId}`];
    if (bound && 'revision' in bound)
      conditions.push(sql`stream_revision <= ${String(bound.revision)}::bigint`);
    // To the millisecond, as an event's recorded time is shown and as instants are given: as of
    // the time an event shows, that event is in, though it was recorded some microseconds later.
    if (bound && 'at' in bound) conditions.push(sql`date_trunc('milliseconds', recorded_at) <= ${bound.at}`);
    const { rows } = await sql<EventRow>`
      SELECT ${eventColumns} FROM es_events ${where(conditions)} ORDER BY stream_revision`.execute(this.db);
    return rows.map(toStoredEvent);
  }

  /** A stream's events after a revision, in order: what a reader that has the rest has not seen. */
  async streamAfter(streamId: string, revision: bigint): Promise<StoredEvent[]> {
    const { rows } = await sql<EventRow>`
      SELECT ${eventColumns} FROM es_events
       WHERE stream_id = ${streamId} AND stream_revision > ${String(revision)}::bigint
       ORDER BY stream_revision`.execute(this.db);
    return rows.map(toStoredEvent);
  }

  /**
   * Where a reader of the global order stands once it has seen every transaction that has ended
   * (the fence, EVENTSTORE.md §1): every append that commits from now on lies past it.
   */
  async fence(): Promise<GlobalPosition> {
    const { rows } = await sql<{ fence: string }>`
      SELECT es_fence()::text AS fence`.execute(this.db);
    return { commit: BigInt(rows[0]!.fence) - 1n, prepare: endOfTransaction };
  }

  async chainOf(streamId: string): Promise<StreamChain> {
    const [broken, { rows }] = await Promise.all([
      firstBrokenLink(this.db, { streamId }),
      sql<{ sealed: number }>`
        SELECT count(*)::int AS sealed FROM es_events e
          JOIN es_tenant_seals s ON (s.transaction_id, s.global_position) = (e.transaction_id, e.global_position)
         WHERE e.stream_id = ${streamId}`.execute(this.db),
    ]);
    return { verified: broken === undefined, sealed: rows[0]!.sealed, broken: broken ?? null };
  }
}

function filterConditions(filter: EventHistoryFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.tenantId !== undefined) conditions.push(sql`metadata->>'tenantId' = ${filter.tenantId}`);
  if (filter.userId !== undefined) conditions.push(sql`metadata->>'userId' = ${filter.userId}`);
  if (filter.correlationId !== undefined)
    conditions.push(sql`metadata->>'correlationId' = ${filter.correlationId}`);
  if (filter.aggregateType !== undefined)
    conditions.push(sql`split_part(stream_id, '-', 1) = ${filter.aggregateType}`);
  if (filter.streams !== undefined) {
    const { prefix, besides } = filter.streams;
    conditions.push(
      sql`split_part(stream_id, '-', 1) = ${prefix.split('-')[0]}`,
      sql`starts_with(stream_id, ${prefix})`,
      ...besides.map((other) => sql`NOT starts_with(stream_id, ${other})`),
    );
  }
  if (filter.streamId !== undefined) conditions.push(sql`stream_id = ${filter.streamId}`);
  if (filter.from !== undefined) conditions.push(sql`recorded_at >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`recorded_at < ${filter.to}`);
  return conditions;
}

function where(conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}
