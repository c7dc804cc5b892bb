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

/** A stream id is `<aggregate type>-<aggregate id>`: the type is what comes before the first '-'. */
export function auditEventView(event: StoredEvent): AuditEventView {
  const split = event.streamId.indexOf('-');
  return {
    position: formatGlobalPosition(event.position),
    aggregateType: split < 0 ? event.streamId : event.streamId.slice(0, split),
    aggregateId: split < 0 ? '' : event.streamId.slice(split + 1),
    revision: Number(event.streamRevision),
    type: event.type,
    data: event.data,
    ...event.metadata,
    recordedAt: event.recordedAt.toISOString(),
  };
}
