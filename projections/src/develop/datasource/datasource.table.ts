import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/**
 * Data sources (blade-develop/datasource, migration 0125), written by the resource registry's
 * projection of datasourceResource. `password` holds the secret sealed (datasource-secret.ts).
 */
export const datasourceTable = readModelTable('blade_datasource', {
  id: column.int8,
  name: column.text,
  driver: column.text,
  url: column.nullable(column.text),
  host: column.nullable(column.text),
  port: column.nullable(column.integer),
  database_name: column.nullable(column.text),
  username: column.nullable(column.text),
  password: column.nullable(column.text),
  remark: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_datasource: TableOf<typeof datasourceTable>;
  }
}
