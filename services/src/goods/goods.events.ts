import type { DomainEvent } from '@platform/commands/decider';
import type { GoodsStatusCode } from '@services/goods/goods.wire';
import type { MouldValues } from '@services/goods/mould/goods-mould.wire';

/** The status codes of goods as the console and the read model know them (goods.wire.ts). */
export const goodsStatus = {
  draft: 0,
  pendingAudit: 1,
  onSale: 2,
  rejected: 3,
  offSale: 4,
  recycled: 5,
} as const satisfies Record<string, GoodsStatusCode>;
export type GoodsStatus = (typeof goodsStatus)[keyof typeof goodsStatus];
/** Where a recycled item came from and returns to on recovery; pending items are never recycled. */
export type RestorableStatus = Exclude<GoodsStatus, 1 | 5>;

/**
 * A status in the user's words. Both sides speak them: the decider's refusals ("商品状态为草稿,
 * 不能下架") and the history read model's lines ("从回收站恢复为已下架"). They live here, in the
 * events file, because it is the one file of the write side the read side may import, and the
 * words belong with the codes the events carry; the console has its own translations.
 */
const statusLabels: Record<GoodsStatus, string> = {
  [goodsStatus.draft]: '草稿',
  [goodsStatus.pendingAudit]: '待审核',
  [goodsStatus.onSale]: '已上架',
  [goodsStatus.rejected]: '审核驳回',
  [goodsStatus.offSale]: '已下架',
  [goodsStatus.recycled]: '已删除',
};

export function statusLabel(status: GoodsStatus): string {
  return statusLabels[status];
}

/**
 * What a merchant describes of an item. Money is a decimal string with two places ("128.00"),
 * never a float. The mould fields (industry ids and values) are copied from the mould the item
 * was checked against; an item without a mould has null ids and no values.
 */
export interface GoodsDetails {
  merchantId: string;
  industryCategoryId: string;
  goodsName: string;
  mouldId: string | null;
  industryId: string | null;
  industryMainId: string | null;
  mouldValues: MouldValues;
  price: string;
  originalPrice: string;
  validityDays: number;
  /** Sessions a buyer may use; null for goods that are not session-based. */
  usageCount: number | null;
  coverImage: string | null;
  description: string | null;
  /** 1 paid in digital yuan (数字人民币), 0 not. */
  isDigitalYuan: 0 | 1;
}

/** Who acted and when (ISO-8601 instant); every event after the creation carries it. */
interface Acted {
  id: string;
  by: string;
  at: string;
}

/** An audit step also writes a process-log entry, named by `logId`. */
interface AuditStep extends Acted {
  logId: string;
  comment: string | null;
}

export type GoodsCreated = DomainEvent<
  'GoodsCreated',
  GoodsDetails & {
    id: string;
    tenantId: string;
    stock: number;
    createUser: string;
    createDept: string;
    createTime: string;
  }
>;
export type GoodsUpdated = DomainEvent<'GoodsUpdated', GoodsDetails & Acted>;
export type GoodsSubmittedForAudit = DomainEvent<'GoodsSubmittedForAudit', AuditStep>;
/** Submitted where no enabled audit configuration applies: straight on sale. */
export type GoodsListedWithoutAudit = DomainEvent<'GoodsListedWithoutAudit', AuditStep>;
export type GoodsAuditWithdrawn = DomainEvent<'GoodsAuditWithdrawn', AuditStep>;
export type GoodsApproved = DomainEvent<'GoodsApproved', AuditStep>;
/** `comment` is the reason, always given. */
export type GoodsRejected = DomainEvent<'GoodsRejected', AuditStep & { comment: string }>;
/** Goods on sale whose price or content changed, under an audit configuration: audited again. */
export type GoodsReturnedToAudit = DomainEvent<'GoodsReturnedToAudit', AuditStep>;
export type GoodsPutOnSale = DomainEvent<'GoodsPutOnSale', Acted>;
export type GoodsTakenOffSale = DomainEvent<'GoodsTakenOffSale', Acted>;
export type GoodsRecycled = DomainEvent<'GoodsRecycled', Acted & { previousStatus: RestorableStatus }>;
export type GoodsRecovered = DomainEvent<'GoodsRecovered', Acted & { restoredStatus: RestorableStatus }>;
export type GoodsStockChanged = DomainEvent<'GoodsStockChanged', Acted & { from: number; to: number }>;
/** The entry leaves the process-log list; the audit step stays in the item's events. */
export type GoodsProcessLogRemoved = DomainEvent<'GoodsProcessLogRemoved', Acted & { logId: string }>;

export type GoodsAuditEvent =
  | GoodsSubmittedForAudit
  | GoodsListedWithoutAudit
  | GoodsAuditWithdrawn
  | GoodsApproved
  | GoodsRejected
  | GoodsReturnedToAudit;

export type GoodsEvent =
  | GoodsCreated
  | GoodsUpdated
  | GoodsAuditEvent
  | GoodsPutOnSale
  | GoodsTakenOffSale
  | GoodsRecycled
  | GoodsRecovered
  | GoodsStockChanged
  | GoodsProcessLogRemoved;

/** The audit steps: each writes an entry of the process log. */
export const goodsAuditEventTypes = [
  'GoodsSubmittedForAudit',
  'GoodsListedWithoutAudit',
  'GoodsAuditWithdrawn',
  'GoodsApproved',
  'GoodsRejected',
  'GoodsReturnedToAudit',
] satisfies Array<GoodsAuditEvent['type']>;

/** Every goods event type: the goods history reads them all, the goods row all but one. */
export const goodsEventTypes = [
  'GoodsCreated',
  'GoodsUpdated',
  ...goodsAuditEventTypes,
  'GoodsPutOnSale',
  'GoodsTakenOffSale',
  'GoodsRecycled',
  'GoodsRecovered',
  'GoodsStockChanged',
  'GoodsProcessLogRemoved',
] satisfies Array<GoodsEvent['type']>;
