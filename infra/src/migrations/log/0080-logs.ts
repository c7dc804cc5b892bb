import { type Kysely, sql } from 'kysely';

/**
 * blade-log's tables: telemetry, not events. Rows are only ever appended (in batches, off the
 * request path) and pruned by age, so each table is indexed by tenant then time for the lists and
 * by time alone for the daily prune.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE log_api (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      user_id text NOT NULL,
      account text NOT NULL,
      method text NOT NULL,
      request_uri text NOT NULL,
      params text NOT NULL,
      remote_ip text NOT NULL,
      status integer NOT NULL,
      time_ms integer NOT NULL,
      request_id text NOT NULL,
      create_time timestamptz NOT NULL
    )`.execute(db);

  // Server exceptions (source 'server', with the request they failed) and the console's own
  // errors (source 'console', with the page and what the console knew): one viewer shows both.
  await sql`
    CREATE TABLE log_error (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      user_id text NOT NULL,
      source text NOT NULL,
      type text NOT NULL,
      message text NOT NULL,
      stack text NOT NULL,
      info text NOT NULL,
      method text NOT NULL,
      request_uri text NOT NULL,
      remote_ip text NOT NULL,
      request_id text NOT NULL,
      create_time timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE log_usual (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      log_level text NOT NULL,
      log_id text NOT NULL,
      log_data text NOT NULL,
      create_time timestamptz NOT NULL
    )`.execute(db);

  for (const table of ['log_api', 'log_error', 'log_usual']) {
    await sql`CREATE INDEX ${sql.id(`${table}_list`)} ON ${sql.table(table)} (tenant_id, create_time DESC, id DESC)`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.id(`${table}_age`)} ON ${sql.table(table)} (create_time)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE log_usual`.execute(db);
  await sql`DROP TABLE log_error`.execute(db);
  await sql`DROP TABLE log_api`.execute(db);
}
