import type { Kysely } from 'kysely';
import {
  forgetMerchantTenantStatistics,
  keepMerchantTenantStatistics,
} from '@infra/migrations/merchant-tenant-statistics';

/** goods/page by merchantId: estimated as the merchant's goods, not the tenant's share of them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await keepMerchantTenantStatistics(db, 'prepaid_goods');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetMerchantTenantStatistics(db, 'prepaid_goods');
}
