import type { DomainCommand } from '@platform/commands/command-metadata';
import type { GoodsDetails } from '@services/goods/goods.events';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';

/**
 * The goods form as given: the industry ids come from the mould, and the mould values are
 * checked against its content by the decider.
 */
export type GoodsDraft = Omit<GoodsDetails, 'industryId' | 'industryMainId' | 'mouldValues'> & {
  mouldValues: Readonly<Record<string, unknown>>;
};

/** The enabled mould the draft names, as the handler found it in the read model; null if none. */
export interface MouldSnapshot {
  id: string;
  industryId: string;
  industryMainId: string;
  content: MouldContent;
}

/**
 * Whether an enabled audit configuration applies to the goods' industry category, and which
 * role audits under it (null: any role holding the process button).
 */
export type AuditPolicy = { required: false } | { required: true; auditRoleId: string | null };

/** The item's id, the log ids of its audit steps and the moulds are chosen by the handler. */
export type CreateGoods = DomainCommand<
  'CreateGoods',
  { id: string; draft: GoodsDraft; stock: number; createDept: string; mould: MouldSnapshot | null }
>;
export type UpdateGoods = DomainCommand<
  'UpdateGoods',
  { draft: GoodsDraft; mould: MouldSnapshot | null; audit: AuditPolicy; logId: string }
>;
export type SubmitGoodsForAudit = DomainCommand<
  'SubmitGoodsForAudit',
  { audit: AuditPolicy; logId: string; comment: string | null }
>;
export type WithdrawGoodsAudit = DomainCommand<
  'WithdrawGoodsAudit',
  { logId: string; comment: string | null }
>;
export type ProcessGoodsAudit = DomainCommand<
  'ProcessGoodsAudit',
  {
    decision: 'approve' | 'reject';
    /** Required to reject: the reason the merchant reads. */
    comment: string | null;
    logId: string;
    audit: AuditPolicy;
    callerRoleIds: readonly string[];
  }
>;
export type PutGoodsOnSale = DomainCommand<'PutGoodsOnSale', Record<string, never>>;
export type TakeGoodsOffSale = DomainCommand<'TakeGoodsOffSale', Record<string, never>>;
export type RecycleGoods = DomainCommand<'RecycleGoods', Record<string, never>>;
export type RecoverGoods = DomainCommand<'RecoverGoods', Record<string, never>>;
export type UpdateGoodsStock = DomainCommand<'UpdateGoodsStock', { stock: number }>;
export type RemoveGoodsProcessLog = DomainCommand<'RemoveGoodsProcessLog', { logId: string }>;

export type GoodsCommand =
  | CreateGoods
  | UpdateGoods
  | SubmitGoodsForAudit
  | WithdrawGoodsAudit
  | ProcessGoodsAudit
  | PutGoodsOnSale
  | TakeGoodsOffSale
  | RecycleGoods
  | RecoverGoods
  | UpdateGoodsStock
  | RemoveGoodsProcessLog;
