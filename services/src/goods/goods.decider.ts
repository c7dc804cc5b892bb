import type { Decider } from '@platform/commands/decider';
import { RefusedError, ConflictError, ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { GoodsCommand, GoodsDraft, MouldSnapshot } from '@services/goods/goods.commands';
import { stagesAllowing } from '@services/goods/goods-actions';
import {
  type GoodsDetails,
  type GoodsEvent,
  type RestorableStatus,
  statusLabel,
} from '@services/goods/goods.events';
import { type GoodsStage, restoredStage, statusOfStage } from '@services/goods/goods.stage';
import type { GoodsAction } from '@services/goods/goods.wire';
import { checkMouldValues } from '@services/goods/mould/mould-content';

export interface PresentGoods {
  status: 'present';
  id: string;
  tenantId: string;
  details: GoodsDetails;
  stock: number;
  stage: GoodsStage;
  /** The process-log entries of the item still listed. */
  logIds: readonly string[];
}

export type GoodsState = { status: 'absent' } | PresentGoods;

export const goodsNotFound = '商品不存在';

/**
 * The life of a goods item: a draft is submitted for audit (or goes straight on sale where no
 * audit configuration applies), an auditor approves or rejects it, it moves between on sale and
 * off sale, and any item not awaiting audit may go to the recycle bin and come back. Every
 * refusal is a 400 naming the item's status; a request for what already holds writes nothing.
 * An item is visible to its own tenant only: to any other it does not exist.
 */
export const goodsDecider: Decider<GoodsCommand, GoodsEvent, GoodsState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'GoodsCreated') {
      const { id, tenantId, stock } = event.data;
      const details = detailsOf(event.data);
      return { status: 'present', id, tenantId, details, stock, stage: { name: 'draft' }, logIds: [] };
    }
    if (state.status !== 'present') return state;
    const logIds = [...state.logIds];
    switch (event.type) {
      case 'GoodsUpdated':
        return { ...state, details: detailsOf(event.data) };
      case 'GoodsSubmittedForAudit':
      case 'GoodsReturnedToAudit':
        return {
          ...state,
          stage: { name: 'pendingAudit', openLogId: event.data.logId },
          logIds: [...logIds, event.data.logId],
        };
      case 'GoodsListedWithoutAudit':
      case 'GoodsApproved':
        return { ...state, stage: { name: 'onSale' }, logIds: [...logIds, event.data.logId] };
      case 'GoodsAuditWithdrawn':
        return { ...state, stage: { name: 'draft' }, logIds: [...logIds, event.data.logId] };
      case 'GoodsRejected':
        return { ...state, stage: { name: 'rejected' }, logIds: [...logIds, event.data.logId] };
      case 'GoodsPutOnSale':
        return { ...state, stage: { name: 'onSale' } };
      case 'GoodsTakenOffSale':
        return { ...state, stage: { name: 'offSale' } };
      case 'GoodsRecycled':
        return { ...state, stage: { name: 'recycled', restoreTo: event.data.previousStatus } };
      case 'GoodsRecovered':
        return { ...state, stage: restoredStage(event.data.restoredStatus) };
      case 'GoodsStockChanged':
        return { ...state, stock: event.data.to };
      case 'GoodsProcessLogRemoved':
        return { ...state, logIds: logIds.filter((logId) => logId !== event.data.logId) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'CreateGoods') {
      if (state.status !== 'absent') throw new ConflictError('商品已存在');
      const { id, draft, stock, createDept, mould } = command.data;
      const created = {
        id,
        tenantId: metadata.tenantId,
        ...checkedDetails(draft, mould),
        stock: checkedStock(stock),
      };
      const audit = { createUser: metadata.callerId, createDept, createTime: metadata.at };
      return [{ type: 'GoodsCreated', data: { ...created, ...audit } }];
    }
    const goods = visibleGoods(state, metadata.tenantId);
    const acted = { id: goods.id, by: metadata.callerId, at: metadata.at };
    const { stage } = goods;
    switch (command.type) {
      case 'UpdateGoods': {
        const { draft, mould, audit, logId } = command.data;
        refuseUnless(stage, 'update', '修改');
        const details = checkedDetails(draft, mould);
        if (JSON.stringify(details) === JSON.stringify(goods.details)) return [];
        const updated: GoodsEvent = { type: 'GoodsUpdated', data: { ...details, ...acted } };
        if (stage.name !== 'onSale' || !audit.required) return [updated];
        const comment = '上架商品修改后重新审核';
        return [updated, { type: 'GoodsReturnedToAudit', data: { ...acted, logId, comment } }];
      }
      case 'SubmitGoodsForAudit': {
        const { audit, logId, comment } = command.data;
        refuseUnless(stage, 'submitAudit', '提交审核');
        const type = audit.required ? 'GoodsSubmittedForAudit' : 'GoodsListedWithoutAudit';
        return [{ type, data: { ...acted, logId, comment } }];
      }
      case 'WithdrawGoodsAudit': {
        const { logId, comment } = command.data;
        refuseUnless(stage, 'withdrawAudit', '撤回审核');
        return [{ type: 'GoodsAuditWithdrawn', data: { ...acted, logId, comment } }];
      }
      case 'ProcessGoodsAudit': {
        const { decision, comment, logId, audit, callerRoleIds } = command.data;
        refuseUnless(stage, decision, '审核');
        if (audit.required && audit.auditRoleId !== null && !callerRoleIds.includes(audit.auditRoleId))
          throw new ForbiddenError('当前角色不是该行业分类的审核角色');
        if (decision === 'approve') return [{ type: 'GoodsApproved', data: { ...acted, logId, comment } }];
        if (!comment) throw new RefusedError('请填写驳回原因');
        return [{ type: 'GoodsRejected', data: { ...acted, logId, comment } }];
      }
      case 'PutGoodsOnSale':
        if (stage.name === 'onSale') return [];
        refuseUnless(stage, 'putOnSale', '上架');
        return [{ type: 'GoodsPutOnSale', data: acted }];
      case 'TakeGoodsOffSale':
        if (stage.name === 'offSale') return [];
        refuseUnless(stage, 'takeOffSale', '下架');
        return [{ type: 'GoodsTakenOffSale', data: acted }];
      case 'RecycleGoods': {
        if (stage.name === 'recycled') return [];
        refuseUnless(stage, 'remove', '删除');
        const previousStatus = statusOfStage(stage) as RestorableStatus;
        return [{ type: 'GoodsRecycled', data: { ...acted, previousStatus } }];
      }
      case 'RecoverGoods':
        // The table allows recovery from the recycle bin alone, the one stage that knows what to restore.
        if (!stagesAllowing.recover.includes(stage.name) || stage.name !== 'recycled')
          throw new RefusedError(`商品状态为${statusLabel(statusOfStage(stage))},不在回收站中`);
        return [{ type: 'GoodsRecovered', data: { ...acted, restoredStatus: stage.restoreTo } }];
      case 'UpdateGoodsStock': {
        refuseUnless(stage, 'updateStock', '修改库存');
        const stock = checkedStock(command.data.stock);
        if (stock === goods.stock) return [];
        return [{ type: 'GoodsStockChanged', data: { ...acted, from: goods.stock, to: stock } }];
      }
      case 'RemoveGoodsProcessLog': {
        const { logId } = command.data;
        if (!goods.logIds.includes(logId)) throw new NotFoundError('流程记录不存在');
        if (stage.name === 'pendingAudit' && stage.openLogId === logId)
          throw new RefusedError('待处理的审核记录不能删除');
        return [{ type: 'GoodsProcessLogRemoved', data: { ...acted, logId } }];
      }
      default:
        return assertNever(command);
    }
  },
};

function visibleGoods(state: GoodsState, tenantId: string): PresentGoods {
  if (state.status !== 'present' || state.tenantId !== tenantId) throw new NotFoundError(goodsNotFound);
  return state;
}

/** A refused transition: 400 naming the action (in the user's words) and the status that forbids it. */
function refuseUnless(stage: GoodsStage, action: GoodsAction, words: string): void {
  if (!stagesAllowing[action].includes(stage.name))
    throw new RefusedError(`商品状态为${statusLabel(statusOfStage(stage))},不能${words}`);
}

function checkedStock(stock: number): number {
  if (!Number.isSafeInteger(stock) || stock < 0) throw new RefusedError('库存必须是不小于0的整数');
  return stock;
}

/** The draft's details with the mould's industry ids and the values its content allows. */
function checkedDetails(draft: GoodsDraft, mould: MouldSnapshot | null): GoodsDetails {
  if ((mould?.id ?? null) !== draft.mouldId) throw new RefusedError('商品模板不存在或已停用');
  let mouldValues = {};
  if (mould) {
    const checked = checkMouldValues(mould.content, draft.mouldValues);
    if ('problem' in checked) throw new RefusedError(checked.problem);
    mouldValues = checked.values;
  } else if (Object.keys(draft.mouldValues).length > 0) {
    throw new RefusedError('未选择商品模板,不能填写模板字段');
  }
  return detailsOf({
    ...draft,
    industryId: mould?.industryId ?? null,
    industryMainId: mould?.industryMainId ?? null,
    mouldValues,
  });
}

/** Copies exactly the details, in one key order, so extra properties never reach an event. */
function detailsOf(source: GoodsDetails): GoodsDetails {
  return {
    merchantId: source.merchantId,
    industryCategoryId: source.industryCategoryId,
    goodsName: source.goodsName,
    mouldId: source.mouldId,
    industryId: source.industryId,
    industryMainId: source.industryMainId,
    mouldValues: { ...source.mouldValues },
    price: source.price,
    originalPrice: source.originalPrice,
    validityDays: source.validityDays,
    usageCount: source.usageCount,
    coverImage: source.coverImage,
    description: source.description,
    isDigitalYuan: source.isDigitalYuan,
  };
}
