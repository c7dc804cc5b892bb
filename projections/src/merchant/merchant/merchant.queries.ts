import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import { keptRowCount } from '@platform/database/tenant-row-count';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import type { Page } from '@platform/http/paging';
import { auditSelection } from '@projections/support/audit-selection';
import type { MerchantRecord } from '@services/merchant/merchant/merchant.wire';

/** merchant/list and merchant/page: text fields mean "contains" (WIRE.md). */
export const merchantList: ListSpec = {
  filterable: {
    merchantName: 'text',
    creditCode: 'code',
    legalPerson: 'text',
    phone: 'code',
    industryCategory: 'id',
    superviseBankId: 'id',
    createTime: 'date',
  },
};

/** A merchant as the screens show it (MerchantRecord): camelCase, the tags comma-joined as on the wire. */
const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'merchant_name as merchantName',
  'credit_code as creditCode',
  'legal_person as legalPerson',
  'contact_name as contactName',
  'phone',
  'address',
  'industry_category as industryCategory',
  'industry_tags as industryTags',
  'supervise_bank_id as superviseBankId',
  'bank_account_name as bankAccountName',
  'bank_account_no as bankAccountNo',
  'bank_name as bankName',
  'digital_yuan_wallet as digitalYuanWallet',
  ...auditSelection,
] as const;

/** Reads of the merchant read model (merchants and their rule links), always within one tenant. */
export class MerchantQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first. */
  page(tenantId: string, { paging, filters }: ListRequest): Promise<Page<MerchantRecord>> {
    const filtered = this.db
      .selectFrom('prepaid_merchant')
      .where('tenant_id', '=', tenantId)
      .where(matchesFilters(filters));
    const counted = filters.length === 0 ? keptRowCount(this.db, 'prepaid_merchant', tenantId) : filtered;
    return readPage(counted, filtered.select(recordColumns).orderBy('id', 'desc'), paging);
  }

  find(tenantId: string, id: string): Promise<MerchantRecord | undefined> {
    return this.db
      .selectFrom('prepaid_merchant')
      .select(recordColumns)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The merchant of the tenant registered with this credit code, if any. */
  async creditCodeHolder(tenantId: string, creditCode: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('prepaid_merchant')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('credit_code', '=', creditCode)
      .executeTakeFirst();
    return row?.id;
  }

  /** The credit code of each of these merchants of the tenant (the absent ones are left out). */
  async creditCodes(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('prepaid_merchant')
      .select(['id', 'credit_code as creditCode'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.creditCode]));
  }

  /** Merchants whose name contains `name` (all when empty), for selection trees; 1000 at most. */
  named(tenantId: string, name: string | undefined) {
    return this.db
      .selectFrom('prepaid_merchant')
      .select(['id', 'merchant_name as merchantName', 'industry_category as industryCategory'])
      .where('tenant_id', '=', tenantId)
      .where(matchesFilters(name ? [{ field: 'merchantName', op: 'contains', value: name }] : []))
      .orderBy('merchant_name')
      .orderBy('id')
      .limit(1000)
      .execute();
  }

  async ruleIds(tenantId: string, merchantId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('prepaid_merchant_rule')
      .select('rule_id')
      .where('tenant_id', '=', tenantId)
      .where('merchant_id', '=', merchantId)
      .orderBy('rule_id')
      .execute();
    return rows.map((row) => row.rule_id);
  }
}
