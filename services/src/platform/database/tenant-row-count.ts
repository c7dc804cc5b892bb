import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/**
 * How many rows `tenantId` has in `table`, as its triggers keep it (migration 0061): the total
 * of an unfiltered list without counting the table. Only for tables a migration made keep their
 * counts (keepTenantRowCounts); a tenant without rows has no count yet, which is zero.
 */
export async function keptRowCount(db: Kysely<Database>, table: string, tenantId: string): Promise<number> {
  const kept = await db
    .selectFrom('tenant_row_counts')
    .select('total')
    .where('table_name', '=', table)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(kept?.total ?? 0);
}
