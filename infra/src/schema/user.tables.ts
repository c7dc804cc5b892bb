import type { ColumnType } from 'kysely';
import type { Int8, RecordAuditColumns, Timestamp } from '@infra/schema/column-types';

/** The user context's read-model tables (migration 0006), joined into Database. */
export interface UserTables {
  blade_user: BladeUserTable;
  blade_user_platform: BladeUserPlatformTable;
}

/**
 * One row per present user, written only by the user-read-model projection. Lists of ids are
 * comma-joined strings, as on the wire. The login columns mirror the user's decider; a row is
 * locked now when `locked` and `locked_until` is null or still ahead, since a timed lock ends by
 * itself without an event.
 */
export interface BladeUserTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  account: string;
  code: string | null;
  user_type: number;
  name: string;
  real_name: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  /** A `date`: drivers parse it to local midnight, so a repository should select it as text. */
  birthday: ColumnType<Date | null, string | null, string | null>;
  sex: number | null;
  role_id: string;
  dept_id: string;
  post_id: string;
  /** Generated from dept_id for the GIN index that pages users by department. */
  dept_ids: ColumnType<string[], never, never>;
  password_hash: string;
  failed_attempts: number;
  locked: boolean;
  locked_until: Timestamp | null;
  last_login_time: Timestamp | null;
  last_login_ip: string | null;
}

/** A user's settings for one client platform (migration 0013), written by its projection alone. */
export interface BladeUserPlatformTable {
  user_id: Int8;
  user_type: number;
  tenant_id: string;
  user_ext: string | null;
  update_user: Int8 | null;
  update_time: Timestamp;
}
