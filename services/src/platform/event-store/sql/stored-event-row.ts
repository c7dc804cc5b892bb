import { sql } from 'kysely';
import type { StoredEvent } from '@platform/event-store/event-store.port';

/** A row of es_events as the SQL store's reads select it (`eventColumns`). */
export interface EventRow {
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
export const eventColumnList =
  'global_position, transaction_id::text AS transaction_text, stream_id, stream_revision, event_id, event_type, data, metadata, recorded_at';
export const eventColumns = sql.raw(eventColumnList);

export function toStoredEvent(row: EventRow): StoredEvent {
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
