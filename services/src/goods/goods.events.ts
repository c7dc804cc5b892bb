import type { DomainEvent } from '@platform/commands/decider';
import { assertNever } from '@platform/lang/assert-never';
import type { MouldValues } from '@services/goods/mould/goods-mould.wire';

/**
 * The status codes of goods as the console and the read model know them:
 * 0 草稿, 1 待审核, 2 已上架, 3 审核驳回, 4 已下架, 5 已删除 (in the recycle bin).
 */
export const goodsStatus = {
  draft: 0,
  pendingAudit: 1,
  onSale: 2,
  rejected: 3,
  offSale: 4,
  recycled: 5,
} as const;
export type GoodsStatus = (typeof goodsStatus)[keyof typeof goodsStatus];
/** Where a recycled item came from and returns to on recovery; pending items are never recycled. */
export type RestorableStatus = Exclude<GoodsStatus, 1 | 5>;

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

/** Every goods event type: the goods history reads them all, the goods row all but one. */
export const goodsEventTypes = [
  'GoodsCreated',
  'GoodsUpdated',
  'GoodsSubmittedForAudit',
  'GoodsListedWithoutAudit',
  'GoodsAuditWithdrawn',
  'GoodsApproved',
  'GoodsRejected',
  'GoodsReturnedToAudit',
  'GoodsPutOnSale',
  'GoodsTakenOffSale',
  'GoodsRecycled',
  'GoodsRecovered',
  'GoodsStockChanged',
  'GoodsProcessLogRemoved',
] satisfies Array<GoodsEvent['type']>;

/** The status an event leaves its item in, when it moves the item. */
export function statusAfter(event: GoodsEvent): GoodsStatus | undefined {
  switch (event.type) {
    case 'GoodsCreated':
    case 'GoodsAuditWithdrawn':
      return goodsStatus.draft;
    case 'GoodsSubmittedForAudit':
    case 'GoodsReturnedToAudit':
      return goodsStatus.pendingAudit;
    case 'GoodsListedWithoutAudit':
    case 'GoodsApproved':
    case 'GoodsPutOnSale':
      return goodsStatus.onSale;
    case 'GoodsRejected':
      return goodsStatus.rejected;
    case 'GoodsTakenOffSale':
      return goodsStatus.offSale;
    case 'GoodsRecycled':
      return goodsStatus.recycled;
    case 'GoodsRecovered':
      return event.data.restoredStatus;
    case 'GoodsUpdated':
    case 'GoodsStockChanged':
    case 'GoodsProcessLogRemoved':
      return undefined;
    default:
      return assertNever(event);
  }
}
