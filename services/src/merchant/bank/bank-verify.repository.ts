import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** A merchant's bank verification as the screens show it: never the amount paid. */
export interface BankVerifyRecord {
  merchantId: string;
  tenantId: string;
  status: string;
  requestId: string;
  accountName: string;
  accountNo: string;
  bankName: string;
  attemptsLeft: number;
  requestedTime: Date;
  verifiedTime: Date | null;
  updateTime: Date;
}

export class BankVerifyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(tenantId: string, merchantId: string): Promise<BankVerifyRecord | undefined> {
    return this.db
      .selectFrom('prepaid_merchant_bank_verify')
      .select([
        'merchant_id as merchantId',
        'tenant_id as tenantId',
        'status',
        'request_id as requestId',
        'account_name as accountName',
        'account_no as accountNo',
        'bank_name as bankName',
        'attempts_left as attemptsLeft',
        'requested_time as requestedTime',
        'verified_time as verifiedTime',
        'update_time as updateTime',
      ])
      .where('tenant_id', '=', tenantId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
  }
}
