import type { ColumnType } from 'kysely';
import type { Int8, RecordAuditColumns, Timestamp } from '@infra/schema/column-types';

/** The read-model tables of prepaid-goods (migration 0030), joined into Database. */
export interface GoodsTables {
  prepaid_goods: PrepaidGoodsTable;
  prepaid_goods_history: PrepaidGoodsHistoryTable;
  prepaid_goods_process_log: PrepaidGoodsProcessLogTable;
  prepaid_goods_audit_config: PrepaidGoodsAuditConfigTable;
}

/** numeric(14, 2): read as text ("128.00") so that money never passes through a float. */
type Money = ColumnType<string, string, string>;
/** jsonb: objects in, objects out (written as JSON text by the projections). */
type Jsonb<T> = ColumnType<T, string, string>;

/** One row per goods item (recycled ones included, status 5), written by the goods projection. */
export interface PrepaidGoodsTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  merchant_id: Int8;
  industry_category_id: Int8;
  goods_name: string;
  mould_id: Int8 | null;
  industry_id: Int8 | null;
  industry_main_id: Int8 | null;
  mould_values: Jsonb<Record<string, string | number | null>>;
  price: Money;
  original_price: Money;
  validity_days: number;
  usage_count: number | null;
  cover_image: string | null;
  description: string | null;
  stock: number;
  is_digital_yuan: number;
  /** The status a recycled item returns to; null outside the recycle bin. */
  previous_status: number | null;
}

/** One row per event of a goods item, in the global order, for the console's history panel. */
export interface PrepaidGoodsHistoryTable {
  event_id: string;
  tenant_id: string;
  goods_id: Int8;
  commit_position: Int8;
  prepare_position: Int8;
  event_type: string;
  summary: string;
  operator_id: Int8 | null;
  operator_account: string;
  occurred_at: Timestamp;
}

/** One row per audit step of a goods item; create_user is the operator. */
export interface PrepaidGoodsProcessLogTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  goods_id: Int8;
  step: string;
  result: string;
  comment: string | null;
  operator_account: string;
}

export interface PrepaidGoodsAuditConfigTable extends RecordAuditColumns {
  id: Int8;
  tenant_id: string;
  industry_category_id: Int8;
  audit_required: number;
  audit_role_id: Int8 | null;
  remark: string | null;
}
