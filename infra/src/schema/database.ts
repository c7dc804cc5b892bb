import type { ColumnType, Generated } from 'kysely';
import type { Int8, Json, Timestamp } from '@infra/schema/column-types';
import type { AuthSessionTables } from '@infra/schema/auth-sessions.tables';
import type { GoodsTables } from '@infra/schema/goods.tables';
import type { MerchantTables } from '@infra/schema/merchant.tables';
import type { SocialLoginTables } from '@infra/schema/social-login.tables';
import type { UserTables } from '@infra/schema/user.tables';

/**
 * The tables Kysely may touch, one interface per table. Read-model tables of the generic
 * resources are declared here too, so that their projections and repositories are typed.
 * Bounded contexts declare theirs in a file of their own beside this one, joined here.
 */
export interface Database
  extends UserTables, AuthSessionTables, SocialLoginTables, MerchantTables, GoodsTables {
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  jobs: JobsTable;
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
