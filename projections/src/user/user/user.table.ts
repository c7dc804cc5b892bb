import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * One row per present user (migration 0006), written by userProjection alone. Lists of ids are
 * comma-joined strings, as on the wire. The login columns mirror the user's decider; a row is
 * locked now when `locked` and `locked_until` is null or still ahead, since a timed lock ends by
 * itself without an event.
 */
export const userTable = readModelTable('blade_user', {
  id: column.int8,
  tenant_id: column.text,
  account: column.text,
  code: column.nullable(column.text),
  user_type: column.integer,
  name: column.text,
  real_name: column.text,
  avatar: column.nullable(column.text),
  email: column.nullable(column.text),
  phone: column.nullable(column.text),
  birthday: column.nullable(column.date),
  sex: column.nullable(column.integer),
  role_id: column.text,
  dept_id: column.text,
  post_id: column.text,
  /** Generated from dept_id for the GIN index that pages users by department. */
  dept_ids: column.generated<string[]>('text[]'),
  password_hash: column.text,
  failed_attempts: column.integer,
  locked: column.boolean,
  locked_until: column.nullable(column.timestamptz),
  last_login_time: column.nullable(column.timestamptz),
  last_login_ip: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_user: TableOf<typeof userTable>;
  }
}
