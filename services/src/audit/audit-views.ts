import { formatGlobalPosition, type StoredEvent } from '@platform/event-store/event-store.port';
import type { StreamChain } from '@platform/event-store/sql/sql-event-history';
import type { FieldChange } from '@services/audit/state-changes';

/** An event as auditors read it: where it belongs, what it says, who caused it, from where, when. */
export interface AuditEventView {
  position: string;
  aggregateType: string;
  aggregateId: string;
  revision: number;
  type: string;
  data: unknown;
  tenantId: string;
  userId: string;
  account: string;
  correlationId: string;
  causationId: string;
  clientIp: string;
  occurredAt: string;
  recordedAt: string;
  /** When it took effect in the business, where that differs from when it was recorded. */
  effectiveAt: string | null;
}

export interface EventPageView {
  events: AuditEventView[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface StreamHistoryView {
  aggregateType: string;
  aggregateId: string;
  entries: { event: AuditEventView; changes: FieldChange[] }[];
  chain: StreamChain;
}

export interface AggregateStateView {
  aggregateType: string;
  aggregateId: string;
  revision: number;
  recordedAt: string | null;
  state: unknown;
}

export interface StateDiffView {
  from: AggregateStateView;
  to: AggregateStateView;
  changes: FieldChange[];
}

/**
 * The parts of the stream id of an aggregate the catalogue does not know: taken as `<aggregate
 * type>-<aggregate id>`, the type what comes before the first '-'.
 */
export function streamParts(streamId: string): { aggregateType: string; aggregateId: string } {
  const split = streamId.indexOf('-');
  return split < 0
    ? { aggregateType: streamId, aggregateId: '' }
    : { aggregateType: streamId.slice(0, split), aggregateId: streamId.slice(split + 1) };
}

export function auditEventView(
  event: StoredEvent,
  parts: { aggregateType: string; aggregateId: string },
  effectiveAt: Date | undefined,
): AuditEventView {
  return {
    position: formatGlobalPosition(event.position),
    ...parts,
    revision: Number(event.streamRevision),
    type: event.type,
    data: event.data,
    ...event.metadata,
    recordedAt: event.recordedAt.toISOString(),
    effectiveAt: effectiveAt?.toISOString() ?? null,
  };
}
