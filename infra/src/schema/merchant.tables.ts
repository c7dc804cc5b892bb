import type { ColumnType } from 'kysely';
import type { Int8, RecordAuditColumns, Timestamp } from '@infra/schema/column-types';

/** Money as PostgreSQL numeric: read back as its decimal text ("128.00"), written as text. */
type Money = ColumnType<string, string, string>;

/** Columns every record of a tenant carries (WIRE.md). */
interface AuditedRecordColumns extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
}

/** The merchant service's read models (migration 0040), one tenant's rows apart by tenant_id. */
export interface MerchantTables {
  prepaid_industry_tag: PrepaidIndustryTagTable;
  prepaid_supervise_bank: PrepaidSuperviseBankTable;
  prepaid_merchant_category: PrepaidMerchantCategoryTable;
  prepaid_rule_base: PrepaidRuleBaseTable;
  prepaid_merchant_ext: PrepaidMerchantExtTable;
  prepaid_merchant: PrepaidMerchantTable;
  prepaid_merchant_rule: PrepaidMerchantRuleTable;
  prepaid_merchant_bank_verify: PrepaidMerchantBankVerifyTable;
  prepaid_merchant_statistics: PrepaidMerchantStatisticsTable;
}

export interface PrepaidIndustryTagTable extends AuditedRecordColumns {
  tag_name: string;
  sort: number;
  remark: string | null;
}

export interface PrepaidSuperviseBankTable extends AuditedRecordColumns {
  bank_name: string;
  bank_code: string;
  branch_name: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  remark: string | null;
}

export interface PrepaidMerchantCategoryTable extends AuditedRecordColumns {
  parent_id: Int8;
  industry_category: string;
  category_code: string | null;
  sort: number;
  remark: string | null;
}

export interface PrepaidRuleBaseTable extends AuditedRecordColumns {
  rule_name: string;
  rule_code: string;
  rule_type: number;
  rule_content: string | null;
  remark: string | null;
}

export interface PrepaidMerchantExtTable extends AuditedRecordColumns {
  merchant_id: Int8;
  /** The 4th-level region code (street or town) of the business area. */
  business_area: string;
  business_scope: string | null;
  employee_count: number;
  remark: string | null;
}

export interface PrepaidMerchantTable extends AuditedRecordColumns {
  merchant_name: string;
  credit_code: string;
  legal_person: string;
  contact_name: string;
  phone: string;
  address: string;
  industry_category: Int8;
  /** Comma-joined industry tag ids, as on the wire. */
  industry_tags: string;
  supervise_bank_id: Int8;
  bank_account_name: string;
  bank_account_no: string;
  bank_name: string;
  digital_yuan_wallet: string | null;
}

export interface PrepaidMerchantRuleTable {
  tenant_id: string;
  merchant_id: Int8;
  rule_id: Int8;
}

export interface PrepaidMerchantBankVerifyTable {
  merchant_id: Int8;
  tenant_id: string;
  /** requested | deposited | verified | exhausted (see bank-verify.decider.ts). */
  status: string;
  request_id: string;
  account_name: string;
  account_no: string;
  bank_name: string;
  attempts_left: number;
  requested_time: Timestamp;
  verified_time: Timestamp | null;
  update_time: Timestamp;
}

/** One merchant's business on one day, in the tenant's time zone. */
export interface PrepaidMerchantStatisticsTable {
  tenant_id: string;
  merchant_id: Int8;
  stat_date: ColumnType<string, string, string>;
  order_count: number;
  deposit_amount: Money;
  consume_amount: Money;
  refund_amount: Money;
}
