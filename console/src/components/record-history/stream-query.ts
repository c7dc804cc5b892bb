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

/** What each event of a history names: where it belongs, what it was, who caused it, from where, when. */
export const eventFields = `position aggregateType aggregateId revision type account clientIp correlationId recordedAt`;

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

/** A JSON value as one line of text for a table cell. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
