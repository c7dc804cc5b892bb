import type { RowDataPacket } from 'mysql2/promise';
import {
  catalogTimeoutMs,
  connectionOptions,
  type ConnectionSettings,
  type TableCatalog,
  type TableColumn,
  type TableSummary,
} from '@services/develop/datasource/table-catalog';

/** A MySQL or MariaDB data source's catalog, its current database's base tables. */
export async function openMysqlCatalog(settings: ConnectionSettings): Promise<TableCatalog> {
  // Loaded at the first MySQL data source: most installations never open one.
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({
    ...connectionOptions(settings, 3306),
    ...(settings.url ? { uri: settings.url } : {}),
    connectTimeout: catalogTimeoutMs,
  });
  connection.on('error', () => {});
  const query = async <Row>(text: string, values: unknown[] = []): Promise<Row[]> => {
    const [rows] = await connection.query<RowDataPacket[]>({ sql: text, timeout: catalogTimeoutMs }, values);
    return rows as Row[];
  };
  return {
    async tables() {
      const rows = await query<TableSummary>(
        `SELECT table_name AS tableName, NULLIF(table_comment, '') AS comment
           FROM information_schema.tables
          WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'
          ORDER BY table_name`,
      );
      return rows.map((row) => ({ tableName: String(row.tableName), comment: row.comment ?? null }));
    },
    async columns(tableName) {
      const rows = await query<
        Omit<TableColumn, 'nullable' | 'hasDefault' | 'primaryKey'> & {
          nullable: string;
          hasDefault: number;
          key: string;
        }
      >(
        `SELECT column_name AS name, LOWER(data_type) AS dataType, is_nullable AS nullable,
                column_default IS NOT NULL AS hasDefault,
                character_maximum_length AS maxLength, NULLIF(column_comment, '') AS comment,
                column_key AS \`key\`
           FROM information_schema.columns
          WHERE table_schema = DATABASE() AND table_name = ?
          ORDER BY ordinal_position`,
        [tableName],
      );
      return rows.map(({ key, ...row }) => ({
        ...row,
        name: String(row.name),
        dataType: String(row.dataType),
        nullable: row.nullable === 'YES',
        hasDefault: Number(row.hasDefault) === 1,
        maxLength: row.maxLength === null ? null : Number(row.maxLength),
        comment: row.comment ?? null,
        primaryKey: key === 'PRI',
      }));
    },
    close: () => connection.end(),
  };
}
