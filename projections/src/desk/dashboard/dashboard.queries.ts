import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { currentVerificationOfMerchant } from '@projections/merchant/bank-verify/current-verification';
import { startOfWireDay, wireDayOf } from '@projections/support/wire-days';
import type {
  GoodsFigures,
  MerchantFigures,
  MerchantVerification,
} from '@services/desk/dashboard/dashboard.wire';

/**
 * The home page's figures, one query each, always within one tenant. They read other contexts'
 * read models as they are; each query is served by that table's tenant-first index.
 */
export class DashboardQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Merchants by where their bank verification stands (prepaid_merchant_tenant, then the key). */
  async merchants(tenantId: string): Promise<MerchantFigures> {
    const rows = await this.db
      .selectFrom('prepaid_merchant as m')
      .leftJoin('prepaid_merchant_bank_verify as v', (join) => join.on(currentVerificationOfMerchant))
      .where('m.tenant_id', '=', tenantId)
      .select([
        sql<MerchantVerification>`coalesce(v.status, 'unverified')`.as('status'),
        sql<string>`count(*)::text`.as('count'),
      ])
      .groupBy(sql`1`)
      .execute();
    const byVerification = rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    return { total: byVerification.reduce((sum, row) => sum + row.count, 0), byVerification };
  }

  /** Goods by status (prepaid_goods_status), in status order. */
  async goodsByStatus(tenantId: string): Promise<GoodsFigures['byStatus']> {
    const rows = await this.db
      .selectFrom('prepaid_goods')
      .where('tenant_id', '=', tenantId)
      .select(['status', sql<string>`count(*)::text`.as('count')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  /**
   * Goods submitted for audit per local day from `firstDay` on (prepaid_goods_process_log_page);
   * days without one are absent.
   */
  async submittedPerDay(tenantId: string, firstDay: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('prepaid_goods_process_log')
      .where('tenant_id', '=', tenantId)
      .where('create_time', '>=', startOfWireDay(firstDay))
      .where('step', '=', 'submit')
      .select([wireDayOf('create_time').as('day'), sql<string>`count(*)::text`.as('count')])
      .groupBy(sql`1`)
      .execute();
    return new Map(rows.map((row) => [row.day, Number(row.count)]));
  }
}
