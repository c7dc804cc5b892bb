import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** Notices (migration 0120), written by the resource registry's projection of noticeResource. */
export const noticeTable = readModelTable('blade_notice', {
  id: column.int8,
  tenant_id: column.text,
  title: column.text,
  category: column.text,
  release_time: column.timestamptz,
  content: column.text,
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_notice: TableOf<typeof noticeTable>;
  }
}
