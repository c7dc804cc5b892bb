import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

const accountColumns = [
  'account_name as accountName',
  'account_no as accountNo',
  'bank_name as bankName',
] as const;

/** Reads of merchants' bank verifications, always within one tenant. */
export class BankVerifyQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** A merchant's verification as the screens show it: never the amount paid. */
  find(tenantId: string, merchantId: string) {
    return this.ofMerchant(tenantId, merchantId)
      .select([
        'merchant_id as merchantId',
        'tenant_id as tenantId',
        'status',
        'request_id as requestId',
        ...accountColumns,
        'attempts_left as attemptsLeft',
        'requested_time as requestedTime',
        'verified_time as verifiedTime',
        'update_time as updateTime',
      ])
      .executeTakeFirst();
  }

  /** The account a merchant has proved, if it has. */
  verifiedAccount(tenantId: string, merchantId: string) {
    return this.ofMerchant(tenantId, merchantId)
      .where('status', '=', 'verified')
      .select(['merchant_id as merchantId', ...accountColumns, 'verified_time as verifiedTime'])
      .executeTakeFirst();
  }

  private ofMerchant(tenantId: string, merchantId: string) {
    return this.db
      .selectFrom('prepaid_merchant_bank_verify')
      .where('tenant_id', '=', tenantId)
      .where('merchant_id', '=', merchantId);
  }
}
