import { type Kysely, sql } from 'kysely';

/**
 * How many rows each tenant has in each list table that keeps a count (tenant-row-counts.ts),
 * so that the total of an unfiltered list is one row read rather than a count of the table.
 * Statement triggers keep it from the rows each statement really inserted or deleted: an upsert
 * that finds its row, or a delete that finds none, changes nothing, so replays stay exact; a
 * TRUNCATE (a projection's rebuild) forgets the table's counts in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenant_row_counts (
      table_name text NOT NULL,
      tenant_id text NOT NULL,
      total bigint NOT NULL,
      PRIMARY KEY (table_name, tenant_id)
    )`.execute(db);
  await sql`
    CREATE FUNCTION count_inserted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO tenant_row_counts (table_name, tenant_id, total)
      SELECT TG_TABLE_NAME, tenant_id, count(*) FROM inserted_rows GROUP BY tenant_id
      ON CONFLICT (table_name, tenant_id) DO UPDATE SET total = tenant_row_counts.total + excluded.total;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION count_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE tenant_row_counts AS kept SET total = kept.total - gone.total
        FROM (SELECT tenant_id, count(*) AS total FROM deleted_rows GROUP BY tenant_id) AS gone
       WHERE kept.table_name = TG_TABLE_NAME AND kept.tenant_id = gone.tenant_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION forget_truncated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM tenant_row_counts WHERE table_name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION forget_truncated_rows, count_deleted_rows, count_inserted_rows CASCADE`.execute(db);
  await sql`DROP TABLE tenant_row_counts`.execute(db);
}
