import fc from 'fast-check';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import type { GoodsCommand, GoodsDraft, MouldSnapshot } from '@services/goods/goods.commands';
import type { GoodsState, PresentGoods } from '@services/goods/goods.decider';
import type { GoodsCreated, GoodsEvent } from '@services/goods/goods.events';

/** Small factories for the goods decider's tests: one item of tenant 000042 and its commands. */
export const tenantId = '000042';
export const goodsId = '1858000000000000101';
export const later = '2026-11-21T02:00:00.000Z';
export const metadata: CommandMetadata = { tenantId, callerId: '7', at: later };
export const acted = { id: goodsId, by: '7', at: later };

export const mould: MouldSnapshot = {
  id: '1858000000000000301',
  industryId: '11',
  industryMainId: '1',
  content: [
    { key: 'coach', label: '教练', type: 'text', required: true },
    { key: 'level', label: '级别', type: 'select', required: false, options: ['初级', '高级'] },
  ],
};

export const draft: GoodsDraft = {
  merchantId: '1858000000000000201',
  industryCategoryId: '11',
  goodsName: '游泳次卡',
  mouldId: mould.id,
  mouldValues: { coach: '王教练' },
  price: '128.00',
  originalPrice: '168.00',
  validityDays: 365,
  usageCount: 10,
  coverImage: null,
  description: null,
  isDigitalYuan: 0,
};

export const created: GoodsCreated = {
  type: 'GoodsCreated',
  data: {
    ...draft,
    id: goodsId,
    tenantId,
    industryId: '11',
    industryMainId: '1',
    mouldValues: { coach: '王教练', level: null },
    stock: 5,
    createUser: '7',
    createDept: '1',
    createTime: later,
  },
};

export const audited = { required: true, auditRoleId: null } as const;
export const unaudited = { required: false } as const;

/** A command of the item, built with the test metadata. */
export function command<Type extends GoodsCommand['type']>(
  type: Type,
  data: Extract<GoodsCommand, { type: Type }>['data'],
): GoodsCommand {
  return { type, data, metadata } as GoodsCommand;
}

/** The item's state, which no command after its creation takes away. */
export function present(state: GoodsState): PresentGoods {
  if (state.status !== 'present') throw new Error('the item vanished');
  return state;
}

const step = (logId: string) => ({ ...acted, logId, comment: null });

/** The events that bring the created item to each status. */
export const history = {
  draft: [created],
  pendingAudit: [created, { type: 'GoodsSubmittedForAudit', data: step('1') }],
  onSale: [created, { type: 'GoodsListedWithoutAudit', data: step('1') }],
  rejected: [
    created,
    { type: 'GoodsSubmittedForAudit', data: step('1') },
    { type: 'GoodsRejected', data: { ...step('2'), comment: '图片不清晰' } },
  ],
  offSale: [
    created,
    { type: 'GoodsListedWithoutAudit', data: step('1') },
    { type: 'GoodsTakenOffSale', data: acted },
  ],
  recycledFromOffSale: [
    created,
    { type: 'GoodsListedWithoutAudit', data: step('1') },
    { type: 'GoodsTakenOffSale', data: acted },
    { type: 'GoodsRecycled', data: { ...acted, previousStatus: 4 } },
  ],
} satisfies Record<string, GoodsEvent[]>;

const auditPolicy = fc.constantFrom(audited, unaudited, { required: true, auditRoleId: '55' } as const);
const logId = fc.integer({ min: 1, max: 20 }).map(String);
/** Any command of the item, with data that may or may not be allowed: for property tests. */
export const anyCommand: fc.Arbitrary<GoodsCommand> = fc.oneof(
  fc
    .record({ goodsName: fc.string({ maxLength: 4 }), audit: auditPolicy, logId })
    .map(({ goodsName, audit, logId }) =>
      command('UpdateGoods', {
        draft: { ...created.data, goodsName, mouldId: null, mouldValues: {} },
        mould: null,
        audit,
        logId,
      }),
    ),
  fc
    .record({ audit: auditPolicy, logId })
    .map(({ audit, logId }) => command('SubmitGoodsForAudit', { audit, logId, comment: null })),
  logId.map((logId) => command('WithdrawGoodsAudit', { logId, comment: null })),
  fc
    .record({
      decision: fc.constantFrom('approve' as const, 'reject' as const),
      comment: fc.option(fc.constant('理由')),
      audit: auditPolicy,
      logId,
      callerRoleIds: fc.subarray(['54', '55']),
    })
    .map((data) => command('ProcessGoodsAudit', data)),
  fc
    .constantFrom('PutGoodsOnSale', 'TakeGoodsOffSale', 'RecycleGoods', 'RecoverGoods')
    .map((type) => command(type, {})),
  fc.integer({ min: -5, max: 50 }).map((stock) => command('UpdateGoodsStock', { stock })),
  fc
    .oneof(fc.double(), fc.integer({ min: -3, max: 3 }))
    .map((stock) => command('UpdateGoodsStock', { stock })),
  logId.map((logId) => command('RemoveGoodsProcessLog', { logId })),
);
