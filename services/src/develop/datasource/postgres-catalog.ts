import { Client } from 'pg';
import {
  catalogTimeoutMs,
  connectionOptions,
  type ConnectionSettings,
  type TableCatalog,
  type TableColumn,
  type TableSummary,
} from '@services/develop/datasource/table-catalog';

/** A PostgreSQL data source's catalog, its current schema's base tables. */
export async function openPostgresCatalog(settings: ConnectionSettings): Promise<TableCatalog> {
  const client = new Client({
    ...connectionOptions(settings, 5432),
    ...(settings.url ? { connectionString: settings.url } : {}),
    connectionTimeoutMillis: catalogTimeoutMs,
    query_timeout: catalogTimeoutMs,
  });
  // An error after connecting (the server going away) is answered by the next query instead.
  client.on('error', () => {});
  await client.connect();
  return {
    async tables() {
      const { rows } = await client.query<TableSummary>(
        `SELECT table_name AS "tableName",
                obj_description(format('%I.%I', table_schema, table_name)::regclass) AS "comment"
           FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          ORDER BY table_name`,
      );
      return rows;
    },
    async columns(tableName) {
      const { rows } = await client.query<TableColumn>(
        `SELECT c.column_name AS "name", c.data_type AS "dataType",
                c.is_nullable = 'YES' AS "nullable",
                c.column_default IS NOT NULL AS "hasDefault",
                c.character_maximum_length AS "maxLength",
                col_description(format('%I.%I', c.table_schema, c.table_name)::regclass,
                                c.ordinal_position) AS "comment",
                EXISTS (SELECT FROM information_schema.table_constraints t
                          JOIN information_schema.key_column_usage k
                            ON k.constraint_name = t.constraint_name
                           AND k.table_schema = t.table_schema
                         WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_schema = c.table_schema
                           AND t.table_name = c.table_name AND k.column_name = c.column_name
                       ) AS "primaryKey"
           FROM information_schema.columns c
          WHERE c.table_schema = current_schema() AND c.table_name = $1
          ORDER BY c.ordinal_position`,
        [tableName],
      );
      return rows;
    },
    close: () => client.end(),
  };
}
