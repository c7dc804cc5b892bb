import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** OAuth clients (blade-system/client, migration 0007): platform records, no tenant column. */
export const clientTable = readModelTable('blade_client', {
  id: column.int8,
  client_id: column.text,
  client_secret: column.text,
  scope: column.text,
  authorized_grant_types: column.text,
  resource_ids: column.nullable(column.text),
  web_server_redirect_uri: column.nullable(column.text),
  authorities: column.nullable(column.text),
  access_token_validity: column.integer,
  refresh_token_validity: column.integer,
  additional_information: column.nullable(column.text),
  autoapprove: column.nullable(column.text),
  ...auditColumns,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_client: TableOf<typeof clientTable>;
  }
}
