import type { Kysely } from 'kysely';
import {
  forgetMerchantTenantStatistics,
  keepMerchantTenantStatistics,
} from '@infra/migrations/merchant-tenant-statistics';

/** cutPaymentApply/list by merchantId: estimated as the merchant's applications, not a share. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await keepMerchantTenantStatistics(db, 'prepaid_cut_payment_apply');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forgetMerchantTenantStatistics(db, 'prepaid_cut_payment_apply');
}
