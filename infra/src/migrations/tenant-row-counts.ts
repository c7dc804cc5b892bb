import { type Kysely, sql } from 'kysely';

/**
 * Makes `table` keep its rows' count per tenant in tenant_row_counts (migration 0061), starting
 * from the rows it holds now. Frozen like auditColumns: migrations that already ran used it as
 * it is. Tenant ids never change once written (row-changes.ts), so inserts and deletes suffice.
 */
export async function keepTenantRowCounts(db: Kysely<unknown>, table: string): Promise<void> {
  const target = sql.table(table);
  const named = (suffix: string) => sql.id(`${table}_${suffix}`);
  await sql`
    CREATE TRIGGER ${named('count_inserted')} AFTER INSERT ON ${target}
      REFERENCING NEW TABLE AS inserted_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows()`.execute(db);
  await sql`
    CREATE TRIGGER ${named('count_deleted')} AFTER DELETE ON ${target}
      REFERENCING OLD TABLE AS deleted_rows
      FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows()`.execute(db);
  await sql`
    CREATE TRIGGER ${named('count_truncated')} AFTER TRUNCATE ON ${target}
      FOR EACH STATEMENT EXECUTE FUNCTION forget_truncated_rows()`.execute(db);
  await sql`
    INSERT INTO tenant_row_counts (table_name, tenant_id, total)
    SELECT ${table}, tenant_id, count(*) FROM ${target} GROUP BY tenant_id`.execute(db);
}

/** Undoes keepTenantRowCounts, for a migration's down. */
export async function forgetTenantRowCounts(db: Kysely<unknown>, table: string): Promise<void> {
  for (const suffix of ['count_inserted', 'count_deleted', 'count_truncated'])
    await sql`DROP TRIGGER ${sql.id(`${table}_${suffix}`)} ON ${sql.table(table)}`.execute(db);
  await sql`DELETE FROM tenant_row_counts WHERE table_name = ${table}`.execute(db);
}
