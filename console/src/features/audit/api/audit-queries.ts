import { gql } from 'urql';
import {
  type AuditEvent,
  eventFields,
  type FieldChange,
} from '@console/components/record-history/stream-query';

export interface AggregateState {
  revision: number;
  recordedAt: string | null;
  state: unknown;
}

export const aggregateTypesQuery = gql<{ aggregateTypes: string[] }>`
  query AggregateTypes {
    aggregateTypes
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
