import type { ColumnType, Generated } from 'kysely';
import type { Int8, Json, Timestamp } from '@infra/schema/column-types';

/**
 * The tables Kysely may touch: the platform's own here, and every read model's joined in by the
 * read model's table file (projections/src/<context>/<read-model>/<read-model>.table.ts), which
 * augments this interface with the type it derives from the table's declaration.
 */
export interface Database {
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  jobs: JobsTable;
  tenant_row_counts: TenantRowCountsTable;
}

export interface EsStreamsTable {
  stream_id: string;
  revision: Int8;
}

export interface EsEventsTable {
  global_position: ColumnType<string, never, never>;
  transaction_id: ColumnType<string, never, never>;
  stream_id: string;
  stream_revision: Int8;
  event_id: string;
  event_type: string;
  data: Json;
  metadata: Json;
  recorded_at: ColumnType<Date, never, never>;
}

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: Int8;
  prepare_position: Int8;
  updated_at: Timestamp;
}

/** Rows per tenant of the list tables that keep a count (migration 0061), kept by triggers. */
export interface TenantRowCountsTable {
  table_name: string;
  tenant_id: string;
  total: ColumnType<string, never, never>;
}

/** The in-process job queue (migration 0003); one row per job, kept after it finishes. */
export interface JobsTable {
  id: ColumnType<string, never, never>;
  queue: string;
  name: string;
  idempotency_key: string;
  payload: Json;
  status: 'waiting' | 'active' | 'completed' | 'failed';
  progress: Generated<number>;
  attempts_made: Generated<number>;
  max_attempts: number;
  backoff_ms: number;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  failed_reason: string | null;
  result: Json | null;
  created_at: ColumnType<Date, never, never>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}
