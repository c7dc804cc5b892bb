import type { ScopeTables } from '@infra/schema/scope.tables';
import type { ColumnType, Generated } from 'kysely';
import type { Int8, Json, RecordAuditColumns, Timestamp } from '@infra/schema/column-types';
import type { AccessTables } from '@infra/schema/access.tables';
import type { AuthSessionTables } from '@infra/schema/auth-sessions.tables';
import type { GoodsTables } from '@infra/schema/goods.tables';
import type { PlatformRecordTables } from '@infra/schema/platform-records.tables';
import type { RegionTables } from '@infra/schema/region.tables';
import type { SocialLoginTables } from '@infra/schema/social-login.tables';
import type { SystemTreeTables } from '@infra/schema/system-trees.tables';
import type { UserTables } from '@infra/schema/user.tables';

/**
 * The tables Kysely may touch, one interface per table. Read-model tables of the generic
 * resources are declared here too, so that their projections and repositories are typed.
 * Bounded contexts declare theirs in a file of their own beside this one, joined here.
 */
export interface Database
  extends
    PlatformRecordTables,
    SystemTreeTables,
    UserTables,
    AuthSessionTables,
    AccessTables,
    ScopeTables,
    SocialLoginTables,
    RegionTables,
    GoodsTables {
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  jobs: JobsTable;
  blade_param: BladeParamTable;
  blade_post: BladePostTable;
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

/** Columns every resource record carries (WIRE.md: tenantId, createUser, ...). */
export interface AuditedRecordColumns extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
}

export interface BladeParamTable extends AuditedRecordColumns {
  param_name: string;
  param_key: string;
  param_value: string;
  remark: string | null;
}

export interface BladePostTable extends AuditedRecordColumns {
  category: number;
  post_code: string;
  post_name: string;
  sort: number;
  remark: string | null;
}
