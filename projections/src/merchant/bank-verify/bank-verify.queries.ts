import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import { keptRowCount } from '@platform/database/tenant-row-count';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import {
  currentVerificationOfMerchant,
  verifiesNamedAccount,
} from '@projections/merchant/bank-verify/current-verification';
import type { MerchantVerificationStatus } from '@services/merchant/merchant-bank-verify/bank-verify.wire';

/** merchantBankVerify/page: by the merchant's name (contains) and where its verification stands. */
export const bankVerifyList: ListSpec = { filterable: { merchantName: 'text', status: 'code' } };

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

  /**
   * The tenant's merchants newest first, each with its settlement account and its verification
   * (unverified when it never asked): one row per merchant, so the unfiltered total is the
   * merchants' kept count. `sameAccount`: the verification is of the account the merchant names now.
   */
  page(tenantId: string, { paging, filters }: ListRequest) {
    const listed = this.db
      .selectFrom('prepaid_merchant as m')
      .leftJoin('prepaid_merchant_bank_verify as v', (join) => join.on(currentVerificationOfMerchant))
      .where('m.tenant_id', '=', tenantId)
      .select([
        'm.id',
        'm.merchant_name as merchantName',
        'm.bank_account_name as bankAccountName',
        'm.bank_account_no as bankAccountNo',
        'm.bank_name as bankName',
        sql<MerchantVerificationStatus>`coalesce(v.status, 'unverified')`.as('status'),
        'v.attempts_left as attemptsLeft',
        'v.requested_time as requestedTime',
        'v.verified_time as verifiedTime',
        sql<boolean>`coalesce(${verifiesNamedAccount}, false)`.as('sameAccount'),
      ])
      .as('r');
    // Filters name the list's own columns, the status included (which a merchant that never asked lacks).
    const filtered = this.db.selectFrom(listed).where(matchesFilters(filters, (field) => `r.${field}`));
    const counted = filters.length === 0 ? keptRowCount(this.db, 'prepaid_merchant', tenantId) : filtered;
    return readPage(counted, filtered.selectAll('r').orderBy('r.id', 'desc'), paging);
  }

  /**
   * The account a merchant has proved, if it still holds it: a verification of another account
   * number than the one on the merchant's record now (it changed its account since) no longer
   * counts. The merchant context keeps the old verification as it was, so the numbers are
   * compared here, where selectValidAccount and the cut-payments' payee both read it.
   */
  verifiedAccount(tenantId: string, merchantId: string) {
    return this.db
      .selectFrom('prepaid_merchant_bank_verify as verification')
      .innerJoin('prepaid_merchant as merchant', (join) =>
        join
          .onRef('merchant.id', '=', 'verification.merchant_id')
          .onRef('merchant.tenant_id', '=', 'verification.tenant_id')
          .onRef('merchant.bank_account_no', '=', 'verification.account_no'),
      )
      .where('verification.tenant_id', '=', tenantId)
      .where('verification.merchant_id', '=', merchantId)
      .where('verification.status', '=', 'verified')
      .select([
        'verification.merchant_id as merchantId',
        'verification.account_name as accountName',
        'verification.account_no as accountNo',
        'verification.bank_name as bankName',
        'verification.verified_time as verifiedTime',
      ])
      .executeTakeFirst();
  }

  private ofMerchant(tenantId: string, merchantId: string) {
    return this.db
      .selectFrom('prepaid_merchant_bank_verify')
      .where('tenant_id', '=', tenantId)
      .where('merchant_id', '=', merchantId);
  }
}
