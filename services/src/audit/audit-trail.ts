import { Injectable } from '@nestjs/common';
import type { AggregateFold } from '@platform/contexts/aggregate';
import { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';
import type { RequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import type { GlobalPosition, StoredEvent } from '@platform/event-store/event-store.port';
import {
  type EventHistoryFilter,
  type HistoryOrder,
  SqlEventHistory,
  type StreamBound,
} from '@platform/event-store/sql/sql-event-history';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import {
  type AggregateStateView,
  type AuditEventView,
  auditEventView,
  streamParts,
  type EventPageView,
  type StateDiffView,
  type StreamHistoryView,
} from '@services/audit/audit-views';
import { stateChanges } from '@services/audit/state-changes';

/** The filter as GraphQL sends it: the aggregate named by type and id, instants as ISO text. */
export interface EventFilterInput {
  tenantId?: string | null;
  aggregateType?: string | null;
  aggregateId?: string | null;
  userId?: string | null;
  correlationId?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface AsOfInput {
  at?: string | null;
  revision?: number | null;
  /** Which time `at` follows: when events were recorded (the default), or when they took effect. */
  time?: 'RECORDED' | 'EFFECTIVE' | null;
}

/** Who reads: the tenant whose history they may see (a request's caller, or an export's asker). */
export type Reader = Pick<RequestContext, 'tenantId'>;

const largestPage = 500;

/**
 * The history auditors read, behind the tenant wall: a caller of the platform tenant sees every
 * tenant's events, any other caller only their own tenant's, and a record with events of another
 * tenant does not exist for them. States are folded by each aggregate's own decider.
 */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly history: SqlEventHistory,
    private readonly aggregates: AggregateCatalogue,
  ) {}

  aggregateTypes(): string[] {
    return this.aggregates.types();
  }

  async events(
    reader: Reader,
    input: EventFilterInput,
    after: string | undefined,
    first: number,
    order: HistoryOrder,
  ): Promise<EventPageView> {
    if (first < 1 || first > largestPage)
      throw new ValidationError(`first 须在 1 到 ${largestPage} 之间`, 'first');
    const filter = this.filterOf(input);
    const walled = walledTenant(reader, filter.tenantId);
    if (walled === 'nothing') return { events: [], endCursor: null, hasNextPage: false };
    const found = await this.history.page({ ...filter, tenantId: walled }, order, cursorOf(after), first + 1);
    const events = found.slice(0, first).map((event) => this.viewOf(event));
    return { events, endCursor: events.at(-1)?.position ?? null, hasNextPage: found.length > first };
  }

  async stream(reader: Reader, type: string, id: string): Promise<StreamHistoryView | null> {
    const { fold, events } = await this.visibleStream(reader, type, id);
    if (events.length === 0) return null;
    let state = fold.initialState();
    const entries = events.map((event) => {
      const before = state;
      state = fold.evolve(state, event);
      return { event: this.viewOf(event), changes: stateChanges(before, state) };
    });
    const chain = await this.history.chainOf(this.aggregates.find(type)!.streamId(id));
    return { aggregateType: type, aggregateId: id, entries, chain };
  }

  async stateAsOf(
    reader: Reader,
    type: string,
    id: string,
    asOf: AsOfInput,
  ): Promise<AggregateStateView | null> {
    const { fold, events } = await this.foldedAsOf(reader, type, id, asOf);
    if (events.length === 0 && !(await this.exists(reader, type, id))) return null;
    const last = events.at(-1);
    return {
      aggregateType: type,
      aggregateId: id,
      revision: last ? Number(last.streamRevision) : -1,
      recordedAt: last?.recordedAt.toISOString() ?? null,
      state: events.reduce(fold.evolve, fold.initialState()),
    };
  }

  async stateDiff(
    reader: Reader,
    type: string,
    id: string,
    from: AsOfInput,
    to: AsOfInput,
  ): Promise<StateDiffView | null> {
    const [before, after] = await Promise.all([
      this.stateAsOf(reader, type, id, from),
      this.stateAsOf(reader, type, id, to),
    ]);
    if (!before || !after) return null;
    return { from: before, to: after, changes: stateChanges(before.state, after.state) };
  }

  /** The stream of a record; a type no aggregate declares is refused. */
  streamIdOf(type: string, id: string): string {
    return this.declared(type).streamId(id);
  }

  /** An event as the reader reads it; undefined when it lies behind the tenant wall. */
  visibleView(reader: Reader, event: StoredEvent): AuditEventView | undefined {
    return walledTenant(reader, event.metadata.tenantId) === 'nothing' ? undefined : this.viewOf(event);
  }

  /**
   * The events folded for a point in the history: up to a revision or a recorded instant, read
   * so bounded; or, following effective time, those in effect by the instant (an event without
   * an effective time of its own takes effect when recorded), in the stream's order.
   */
  private async foldedAsOf(reader: Reader, type: string, id: string, asOf: AsOfInput) {
    const bound = boundOf(asOf);
    if (asOf.time !== 'EFFECTIVE' || !('at' in bound)) return this.visibleStream(reader, type, id, bound);
    const { fold, events } = await this.visibleStream(reader, type, id);
    const declared = this.aggregates.find(type)!;
    const inEffect = (event: StoredEvent) => (declared.effectiveAt(event) ?? event.recordedAt) <= bound.at;
    return { fold, events: events.filter(inEffect) };
  }

  /** An event as auditors read it: of the aggregate whose stream it is in, with the effective time it declares. */
  private viewOf(event: StoredEvent) {
    const owner = this.aggregates.ofStream(event.streamId);
    const parts = owner
      ? { aggregateType: owner.declared.type, aggregateId: owner.id }
      : streamParts(event.streamId);
    return auditEventView(event, parts, owner?.declared.effectiveAt(event));
  }

  /** Whether the record has any event the reader may see (a bound before its first event folds nothing). */
  private async exists(reader: Reader, type: string, id: string): Promise<boolean> {
    return (await this.visibleStream(reader, type, id, { revision: 0n })).events.length > 0;
  }

  private async visibleStream(
    reader: Reader,
    type: string,
    id: string,
    bound?: StreamBound,
  ): Promise<{ fold: AggregateFold; events: StoredEvent[] }> {
    const declared = this.declared(type);
    const events = await this.history.streamUpTo(declared.streamId(id), bound);
    const foreign = events.some((event) => walledTenant(reader, event.metadata.tenantId) === 'nothing');
    return { fold: declared.fold, events: foreign ? [] : events };
  }

  private declared(type: string) {
    const declared = this.aggregates.find(type);
    if (!declared) throw new ValidationError(`未知的业务类型: ${type}`, 'aggregateType');
    return declared;
  }

  private filterOf(input: EventFilterInput): EventHistoryFilter {
    const { aggregateType, aggregateId } = input;
    if (aggregateId && !aggregateType)
      throw new ValidationError('按业务编号查询须指定业务类型', 'aggregateType');
    const declared = aggregateType ? this.aggregates.find(aggregateType) : undefined;
    if (aggregateId && !declared)
      throw new ValidationError(`未知的业务类型: ${aggregateType}`, 'aggregateType');
    // A declared type is found by its own streams; any other by the stream ids' first word.
    return {
      tenantId: input.tenantId ?? undefined,
      aggregateType: declared ? undefined : (aggregateType ?? undefined),
      streams: declared && !aggregateId ? this.aggregates.streamsOf(declared) : undefined,
      streamId: declared && aggregateId ? declared.streamId(aggregateId) : undefined,
      userId: input.userId ?? undefined,
      correlationId: input.correlationId ?? undefined,
      from: instantOf(input.from, 'from'),
      to: instantOf(input.to, 'to'),
    };
  }
}

/**
 * The tenant a reader's read is confined to: the platform sees what it asks for (every tenant when
 * it names none); another tenant sees its own, and nothing when it names someone else's.
 */
function walledTenant(reader: Reader, asked: string | undefined): string | undefined | 'nothing' {
  if (reader.tenantId === platformTenantId) return asked;
  return asked === undefined || asked === reader.tenantId ? reader.tenantId : 'nothing';
}

function boundOf(asOf: AsOfInput): StreamBound {
  const hasAt = asOf.at !== undefined && asOf.at !== null;
  const hasRevision = asOf.revision !== undefined && asOf.revision !== null;
  if (hasAt === hasRevision) throw new ValidationError('请指定时间或版本之一', 'asOf');
  if (hasRevision) return { revision: BigInt(asOf.revision!) };
  return { at: instantOf(asOf.at, 'at')! };
}

function instantOf(text: string | null | undefined, field: string): Date | undefined {
  if (text === undefined || text === null) return undefined;
  // ISO-8601 with a zone: an instant must not depend on the server's own zone.
  const instant = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(instant.getTime()))
    throw new ValidationError(`${field} 须为带时区的 ISO-8601 时间`, field);
  return instant;
}

function cursorOf(after: string | undefined): GlobalPosition | undefined {
  if (after === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(after);
  if (!match) throw new ValidationError('after 不是有效的游标', 'after');
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
