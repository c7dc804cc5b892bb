import { given } from '@platform/commands/given-when-then';
import { RefusedError, ConflictError, ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import { goodsDecider } from '@services/goods/goods.decider';
import {
  acted,
  audited,
  command,
  created,
  draft,
  goodsId,
  history,
  metadata,
  mould,
  unaudited,
} from '@services/goods/goods.fixtures';

const create = (overrides: Partial<typeof draft> = {}, stock = 5) =>
  command('CreateGoods', { id: goodsId, draft: { ...draft, ...overrides }, stock, createDept: '1', mould });
const update = (overrides: Partial<typeof draft>, audit: typeof audited | typeof unaudited = audited) =>
  command('UpdateGoods', { draft: { ...draft, ...overrides }, mould, audit, logId: '9' });
const submit = (audit: typeof audited | typeof unaudited = audited) =>
  command('SubmitGoodsForAudit', { audit, logId: '9', comment: null });
const approve = command('ProcessGoodsAudit', {
  decision: 'approve',
  comment: '通过',
  logId: '9',
  audit: audited,
  callerRoleIds: [],
});
const reject = (comment: string | null) =>
  command('ProcessGoodsAudit', {
    decision: 'reject',
    comment,
    logId: '9',
    audit: audited,
    callerRoleIds: [],
  });
const bare = (type: 'PutGoodsOnSale' | 'TakeGoodsOffSale' | 'RecycleGoods' | 'RecoverGoods') =>
  command(type, {} as Record<string, never>);

describe('goods decider', () => {
  describe('create', () => {
    it('records a draft with the mould industry and its checked values', () => {
      given(goodsDecider, []).when(create()).then([created]);
    });
    it('refuses an item that exists', () => {
      given(goodsDecider, [created]).when(create()).thenRefuses(ConflictError, '商品已存在');
    });
    it('refuses values the mould does not allow', () => {
      given(goodsDecider, [])
        .when(create({ mouldValues: {} }))
        .thenRefuses(RefusedError, '请填写教练');
      given(goodsDecider, [])
        .when(create({ mouldValues: { coach: '王', level: '中级' } }))
        .thenRefuses(RefusedError, '级别只能是: 初级、高级');
      given(goodsDecider, [])
        .when(create({ mouldValues: { coach: '王', colour: 'red' } }))
        .thenRefuses(RefusedError, '模板中没有字段 colour');
    });
    it('refuses a mould the handler did not find enabled', () => {
      const noMould = command('CreateGoods', { id: goodsId, draft, stock: 1, createDept: '1', mould: null });
      given(goodsDecider, []).when(noMould).thenRefuses(RefusedError, '商品模板不存在或已停用');
    });
    it('refuses a negative or fractional stock', () => {
      given(goodsDecider, []).when(create({}, -1)).thenRefuses(RefusedError, '库存必须是不小于0的整数');
      given(goodsDecider, []).when(create({}, 1.5)).thenRefuses(RefusedError, '库存必须是不小于0的整数');
    });
  });

  describe('update', () => {
    const updated = { ...created.data, goodsName: '游泳年卡' };
    const { tenantId: _t, stock: _s, createUser: _u, createDept: _d, createTime: _c, ...details } = updated;
    it('records the new details of a draft', () => {
      given(goodsDecider, history.draft)
        .when(update({ goodsName: '游泳年卡' }))
        .then([{ type: 'GoodsUpdated', data: { ...details, ...acted } }]);
    });
    it('sends goods on sale back to audit when a configuration applies', () => {
      given(goodsDecider, history.onSale)
        .when(update({ goodsName: '游泳年卡' }))
        .then([
          { type: 'GoodsUpdated', data: { ...details, ...acted } },
          { type: 'GoodsReturnedToAudit', data: { ...acted, logId: '9', comment: '上架商品修改后重新审核' } },
        ]);
    });
    it('keeps goods on sale on sale when no configuration applies', () => {
      given(goodsDecider, history.onSale)
        .when(update({ goodsName: '游泳年卡' }, unaudited))
        .then([{ type: 'GoodsUpdated', data: { ...details, ...acted } }]);
    });
    it('records nothing when nothing changes', () => {
      given(goodsDecider, history.onSale).when(update({})).thenNothing();
    });
    it('refuses pending and recycled goods', () => {
      given(goodsDecider, history.pendingAudit)
        .when(update({ goodsName: 'x' }))
        .thenRefuses(RefusedError, '商品状态为待审核,不能修改');
      given(goodsDecider, history.recycledFromOffSale)
        .when(update({ goodsName: 'x' }))
        .thenRefuses(RefusedError, '商品状态为已删除,不能修改');
    });
    it("refuses another tenant's item as if it did not exist", () => {
      const foreign = { ...update({ goodsName: 'x' }), metadata: { ...metadata, tenantId: '100001' } };
      given(goodsDecider, history.draft).when(foreign).thenRefuses(NotFoundError, '商品不存在');
    });
  });

  describe('submit for audit', () => {
    const step = { ...acted, logId: '9', comment: null };
    it('moves a draft or a rejected item to pending audit', () => {
      given(goodsDecider, history.draft)
        .when(submit())
        .then([{ type: 'GoodsSubmittedForAudit', data: step }]);
      given(goodsDecider, history.rejected)
        .when(submit())
        .then([{ type: 'GoodsSubmittedForAudit', data: step }]);
    });
    it('lists the item straight away when no configuration applies', () => {
      given(goodsDecider, history.draft)
        .when(submit(unaudited))
        .then([{ type: 'GoodsListedWithoutAudit', data: step }]);
    });
    it.each([
      ['pendingAudit', '待审核'],
      ['onSale', '已上架'],
      ['offSale', '已下架'],
      ['recycledFromOffSale', '已删除'],
    ] as const)('refuses an item %s', (status, label) => {
      given(goodsDecider, history[status])
        .when(submit())
        .thenRefuses(RefusedError, `商品状态为${label},不能提交审核`);
    });
    it('withdraws a pending submission back to draft, and nothing else', () => {
      const withdraw = command('WithdrawGoodsAudit', { logId: '9', comment: null });
      given(goodsDecider, history.pendingAudit)
        .when(withdraw)
        .then([{ type: 'GoodsAuditWithdrawn', data: step }]);
      given(goodsDecider, history.draft)
        .when(withdraw)
        .thenRefuses(RefusedError, '商品状态为草稿,不能撤回审核');
    });
  });

  describe('process the audit', () => {
    it('approves a pending item onto sale', () => {
      given(goodsDecider, history.pendingAudit)
        .when(approve)
        .then([{ type: 'GoodsApproved', data: { ...acted, logId: '9', comment: '通过' } }]);
    });
    it('rejects a pending item with its reason', () => {
      given(goodsDecider, history.pendingAudit)
        .when(reject('图片不清晰'))
        .then([{ type: 'GoodsRejected', data: { ...acted, logId: '9', comment: '图片不清晰' } }]);
    });
    it('refuses a rejection without a reason', () => {
      given(goodsDecider, history.pendingAudit)
        .when(reject(null))
        .thenRefuses(RefusedError, '请填写驳回原因');
    });
    it('refuses an item that is not pending', () => {
      given(goodsDecider, history.onSale)
        .when(approve)
        .thenRefuses(RefusedError, '商品状态为已上架,不能审核');
    });
    it('refuses a caller without the configured audit role', () => {
      const byRole = (callerRoleIds: string[]) =>
        command('ProcessGoodsAudit', {
          decision: 'approve',
          comment: null,
          logId: '9',
          audit: { required: true, auditRoleId: '55' },
          callerRoleIds,
        });
      given(goodsDecider, history.pendingAudit)
        .when(byRole(['54']))
        .thenRefuses(ForbiddenError, '审核角色');
      given(goodsDecider, history.pendingAudit)
        .when(byRole(['54', '55']))
        .then([{ type: 'GoodsApproved', data: { ...acted, logId: '9', comment: null } }]);
    });
  });

  describe('on sale and off sale', () => {
    it('takes goods on sale off sale and puts them back', () => {
      given(goodsDecider, history.onSale)
        .when(bare('TakeGoodsOffSale'))
        .then([{ type: 'GoodsTakenOffSale', data: acted }]);
      given(goodsDecider, history.offSale)
        .when(bare('PutGoodsOnSale'))
        .then([{ type: 'GoodsPutOnSale', data: acted }]);
    });
    it('records nothing for goods already where asked', () => {
      given(goodsDecider, history.onSale).when(bare('PutGoodsOnSale')).thenNothing();
      given(goodsDecider, history.offSale).when(bare('TakeGoodsOffSale')).thenNothing();
    });
    it.each([
      ['draft', '草稿'],
      ['pendingAudit', '待审核'],
      ['rejected', '审核驳回'],
      ['recycledFromOffSale', '已删除'],
    ] as const)('refuses to put an item %s on sale', (status, label) => {
      given(goodsDecider, history[status])
        .when(bare('PutGoodsOnSale'))
        .thenRefuses(RefusedError, `商品状态为${label},不能上架`);
    });
    it('refuses to take an item off sale that is not on sale', () => {
      given(goodsDecider, history.draft)
        .when(bare('TakeGoodsOffSale'))
        .thenRefuses(RefusedError, '商品状态为草稿,不能下架');
    });
  });

  describe('recycle bin', () => {
    it('recycles any item not pending audit, remembering its status', () => {
      for (const [status, previousStatus] of [
        ['draft', 0],
        ['onSale', 2],
        ['rejected', 3],
        ['offSale', 4],
      ] as const)
        given(goodsDecider, history[status])
          .when(bare('RecycleGoods'))
          .then([{ type: 'GoodsRecycled', data: { ...acted, previousStatus } }]);
    });
    it('refuses to recycle an item pending audit', () => {
      given(goodsDecider, history.pendingAudit)
        .when(bare('RecycleGoods'))
        .thenRefuses(RefusedError, '商品状态为待审核,不能删除');
    });
    it('records nothing for an item already recycled', () => {
      given(goodsDecider, history.recycledFromOffSale).when(bare('RecycleGoods')).thenNothing();
    });
    it('recovers the status the item had', () => {
      given(goodsDecider, history.recycledFromOffSale)
        .when(bare('RecoverGoods'))
        .then([{ type: 'GoodsRecovered', data: { ...acted, restoredStatus: 4 } }]);
    });
    it('refuses to recover an item outside the recycle bin', () => {
      given(goodsDecider, history.onSale)
        .when(bare('RecoverGoods'))
        .thenRefuses(RefusedError, '商品状态为已上架,不在回收站中');
    });
  });

  describe('stock', () => {
    const stock = (value: number) => command('UpdateGoodsStock', { stock: value });
    it('records the old and the new stock', () => {
      given(goodsDecider, history.onSale)
        .when(stock(0))
        .then([{ type: 'GoodsStockChanged', data: { ...acted, from: 5, to: 0 } }]);
    });
    it('records nothing when the stock stays', () => {
      given(goodsDecider, history.draft).when(stock(5)).thenNothing();
    });
    it('refuses a negative or fractional stock and recycled goods', () => {
      given(goodsDecider, history.draft).when(stock(-1)).thenRefuses(RefusedError, '库存必须是不小于0的整数');
      given(goodsDecider, history.draft)
        .when(stock(2.5))
        .thenRefuses(RefusedError, '库存必须是不小于0的整数');
      given(goodsDecider, history.recycledFromOffSale)
        .when(stock(3))
        .thenRefuses(RefusedError, '商品状态为已删除,不能修改库存');
    });
  });

  describe('process-log entries', () => {
    const removeLog = (logId: string) => command('RemoveGoodsProcessLog', { logId });
    it('removes an answered entry', () => {
      given(goodsDecider, history.rejected)
        .when(removeLog('1'))
        .then([{ type: 'GoodsProcessLogRemoved', data: { ...acted, logId: '1' } }]);
    });
    it('refuses the entry an auditor has still to answer', () => {
      given(goodsDecider, history.pendingAudit)
        .when(removeLog('1'))
        .thenRefuses(RefusedError, '待处理的审核记录不能删除');
    });
    it('refuses an entry the item does not have', () => {
      given(goodsDecider, history.rejected).when(removeLog('3')).thenRefuses(NotFoundError, '流程记录不存在');
    });
  });
});
