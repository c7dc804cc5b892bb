import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * A user's settings for one client platform (migration 0013), keyed by (user_id, user_type) and
 * written by userPlatformProjection alone.
 */
export const userPlatformTable = readModelTable('blade_user_platform', {
  user_id: column.int8,
  user_type: column.integer,
  tenant_id: column.text,
  user_ext: column.nullable(column.text),
  update_user: column.nullable(column.int8),
  update_time: column.timestamptz,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_user_platform: TableOf<typeof userPlatformTable>;
  }
}
