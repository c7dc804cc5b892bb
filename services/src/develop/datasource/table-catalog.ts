import type { DatasourceDriver } from '@services/develop/datasource/datasource.resource';

/** How to reach a data source: its URL, or host, port and database; the password in clear. */
export interface ConnectionSettings {
  driver: DatasourceDriver;
  url: string | null;
  host: string | null;
  port: number | null;
  databaseName: string | null;
  username: string | null;
  password: string | null;
}

export interface TableSummary {
  tableName: string;
  comment: string | null;
}

/** A column as information_schema describes it. */
export interface TableColumn {
  name: string;
  /** The database's type name, lower case (varchar, bigint, timestamp with time zone, ...). */
  dataType: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out. */
  hasDefault: boolean;
  maxLength: number | null;
  comment: string | null;
  primaryKey: boolean;
}

/** The tables of one data source's current schema, read from its information_schema. */
export interface TableCatalog {
  tables(): Promise<TableSummary[]>;
  /** The table's columns in their order; none when no such table exists. */
  columns(tableName: string): Promise<TableColumn[]>;
  close(): Promise<void>;
}

/** How long connecting and each read may take: a data source that hangs answers in time. */
export const catalogTimeoutMs = 5000;

/**
 * The options both drivers name alike: host, port and database when no URL is given (the
 * driver takes the URL under a name of its own), and the account when one is given.
 */
export function connectionOptions(settings: ConnectionSettings, defaultPort: number) {
  return {
    ...(settings.url
      ? {}
      : {
          host: settings.host ?? undefined,
          port: settings.port || defaultPort,
          database: settings.databaseName ?? undefined,
        }),
    ...(settings.username ? { user: settings.username } : {}),
    ...(settings.password ? { password: settings.password } : {}),
  };
}
