import { gql } from 'urql';

/** A field that differs between two states of a record (the server's state-changes). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEvent {
  position: string;
  aggregateType: string;
  aggregateId: string;
  revision: number;
  type: string;
  account: string;
  clientIp: string;
  correlationId: string;
  recordedAt: string;
}

export interface StreamEntry {
  event: AuditEvent;
  changes: FieldChange[];
}

/** Whether a record's history is as appended: its stream's hash chain and its events' seals. */
export interface ChainStatus {
  verified: boolean;
  sealed: number;
  broken: { reason: string; revision: number | null } | null;
}

export interface AggregateState {
  revision: number;
  recordedAt: string | null;
  state: unknown;
}

const eventFields = `position aggregateType aggregateId revision type account clientIp correlationId recordedAt`;

export const aggregateTypesQuery = gql<{ aggregateTypes: string[] }>`
  query AggregateTypes {
    aggregateTypes
  }
`;

export const streamQuery = gql<
  { stream: { entries: StreamEntry[]; chain: ChainStatus } | null },
  { type: string; id: string }
>`
  query Stream($type: String!, $id: ID!) {
    stream(aggregateType: $type, aggregateId: $id) {
      entries {
        event { ${eventFields} }
        changes { field before after }
      }
      chain { verified sealed broken { reason revision } }
    }
  }
`;

/** The record's events appended after `after` (the last revision the page read), as they land. */
export const streamEventsSubscription = gql<
  { streamEvents: AuditEvent },
  { type: string; id: string; after: number }
>`
  subscription StreamEvents($type: String!, $id: ID!, $after: Int) {
    streamEvents(aggregateType: $type, aggregateId: $id, afterRevision: $after) { ${eventFields} }
  }
`;

export const stateAsOfQuery = gql<
  { stateAsOf: AggregateState | null },
  { type: string; id: string; revision: number }
>`
  query StateAsOf($type: String!, $id: ID!, $revision: Int!) {
    stateAsOf(aggregateType: $type, aggregateId: $id, asOf: { revision: $revision }) {
      revision
      recordedAt
      state
    }
  }
`;

export const stateDiffQuery = gql<
  { stateDiff: { changes: FieldChange[] } | null },
  { type: string; id: string; from: number; to: number }
>`
  query StateDiff($type: String!, $id: ID!, $from: Int!, $to: Int!) {
    stateDiff(aggregateType: $type, aggregateId: $id, from: { revision: $from }, to: { revision: $to }) {
      changes {
        field
        before
        after
      }
    }
  }
`;

export const correlatedEventsQuery = gql<
  { events: { events: AuditEvent[] } | null },
  { correlationId: string }
>`
  query Correlated($correlationId: String!) {
    events(filter: { correlationId: $correlationId }, first: 200, order: OLDEST_FIRST) {
      events { ${eventFields} }
    }
  }
`;

/** A JSON value as one line of text for a table cell. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
