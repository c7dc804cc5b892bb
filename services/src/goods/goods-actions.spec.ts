import { fold } from '@platform/commands/decider';
import { RefusedError } from '@platform/errors/domain-errors';
import { allowedActions } from '@services/goods/goods-actions';
import type { GoodsCommand } from '@services/goods/goods.commands';
import { goodsDecider, type GoodsState } from '@services/goods/goods.decider';
import type { GoodsEvent, RestorableStatus } from '@services/goods/goods.events';
import {
  acted,
  audited,
  command,
  created,
  history,
  present,
  unaudited,
} from '@services/goods/goods.fixtures';
import { type StageName, statusOfStage } from '@services/goods/goods.stage';
import type { GoodsAction } from '@services/goods/goods.wire';

/**
 * The lifecycle as the console sees it: the actions each record allows (allowedActions), and
 * the decider moving an item exactly where they say. These were the console's own lifecycle
 * machine's tests; the console now asks the server.
 */
const histories: Record<StageName, GoodsEvent[]> = {
  draft: history.draft,
  pendingAudit: history.pendingAudit,
  onSale: history.onSale,
  rejected: history.rejected,
  offSale: history.offSale,
  recycled: history.recycledFromOffSale,
};

const processing = (decision: 'approve' | 'reject', comment: string | null) =>
  command('ProcessGoodsAudit', { decision, comment, logId: '9', audit: audited, callerRoleIds: [] });
const commands = {
  submitAudited: command('SubmitGoodsForAudit', { audit: audited, logId: '9', comment: null }),
  submitUnaudited: command('SubmitGoodsForAudit', { audit: unaudited, logId: '9', comment: null }),
  withdraw: command('WithdrawGoodsAudit', { logId: '9', comment: null }),
  approve: processing('approve', null),
  reject: processing('reject', '图片不清晰'),
  putOnSale: command('PutGoodsOnSale', {}),
  takeOffSale: command('TakeGoodsOffSale', {}),
  remove: command('RecycleGoods', {}),
  recover: command('RecoverGoods', {}),
} satisfies Record<string, GoodsCommand>;
type Named = keyof typeof commands;

const actionOf: Record<Named, GoodsAction> = {
  submitAudited: 'submitAudit',
  submitUnaudited: 'submitAudit',
  withdraw: 'withdrawAudit',
  approve: 'approve',
  reject: 'reject',
  putOnSale: 'putOnSale',
  takeOffSale: 'takeOffSale',
  remove: 'remove',
  recover: 'recover',
};

/** The item's state after the command, from where `events` left it; unchanged when refused. */
function stateAfter(events: readonly GoodsEvent[], next: GoodsCommand): GoodsState {
  const state = fold(goodsDecider, events);
  try {
    return goodsDecider.decide(next, state).reduce(goodsDecider.evolve, state);
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedError);
    return state;
  }
}

const recordAt = (stage: StageName, previousStatus: number | null = null) => {
  const { stage: at } = present(fold(goodsDecider, histories[stage]));
  return { status: statusOfStage(at), previousStatus };
};

describe('goods lifecycle: every transition', () => {
  it('starts as a draft with its stock', () => {
    const item = present(fold(goodsDecider, [created]));
    expect(item.stage).toEqual({ name: 'draft' });
    expect(item.stock).toBe(created.data.stock);
    expect(allowedActions({ status: statusOfStage(item.stage), previousStatus: null })).toContain(
      'submitAudit',
    );
  });

  it.each<[StageName, Named, StageName]>([
    ['draft', 'submitAudited', 'pendingAudit'],
    ['draft', 'submitUnaudited', 'onSale'],
    ['rejected', 'submitAudited', 'pendingAudit'],
    ['rejected', 'submitUnaudited', 'onSale'],
    ['pendingAudit', 'withdraw', 'draft'],
    ['pendingAudit', 'approve', 'onSale'],
    ['pendingAudit', 'reject', 'rejected'],
    ['onSale', 'takeOffSale', 'offSale'],
    ['offSale', 'putOnSale', 'onSale'],
    ['draft', 'remove', 'recycled'],
    ['onSale', 'remove', 'recycled'],
    ['rejected', 'remove', 'recycled'],
    ['offSale', 'remove', 'recycled'],
  ])('%s --%s--> %s', (from, named, to) => {
    expect(allowedActions(recordAt(from))).toContain(actionOf[named]);
    expect(present(stateAfter(histories[from], commands[named])).stage.name).toBe(to);
  });

  it.each<[StageName, number]>([
    ['draft', 0],
    ['onSale', 2],
    ['rejected', 3],
    ['offSale', 4],
  ])('a %s item recycled remembers %i and recovers to it', (stage, status) => {
    const recycled = present(stateAfter(histories[stage], commands.remove));
    expect(recycled.stage).toEqual({ name: 'recycled', restoreTo: status });
    const events = [...histories[stage], ...goodsDecider.decide(commands.remove, recycled)];
    expect(present(stateAfter(events, commands.recover)).stage.name).toBe(stage);
  });

  it.each<[number, StageName]>([
    [0, 'draft'],
    [2, 'onSale'],
    [3, 'rejected'],
    [4, 'offSale'],
  ])('a listed recycled item with previous status %i may be recovered to %s', (previous, stage) => {
    expect(allowedActions({ status: 5, previousStatus: previous })).toEqual(['recover']);
    const recycled: GoodsEvent[] = [
      ...history.draft,
      { type: 'GoodsRecycled', data: { ...acted, previousStatus: previous as RestorableStatus } },
    ];
    expect(present(stateAfter(recycled, commands.recover)).stage.name).toBe(stage);
  });

  it.each<StageName>(['draft', 'pendingAudit', 'onSale', 'rejected', 'offSale'])(
    'a %s item takes a new stock and stays where it is',
    (stage) => {
      expect(allowedActions(recordAt(stage))).toContain('updateStock');
      const after = present(stateAfter(histories[stage], command('UpdateGoodsStock', { stock: 42 })));
      expect(after.stage.name).toBe(stage);
      expect(after.stock).toBe(42);
    },
  );
});

describe('goods lifecycle: every refusal', () => {
  const allowed: Record<StageName, readonly Named[]> = {
    draft: ['submitAudited', 'submitUnaudited', 'remove'],
    pendingAudit: ['withdraw', 'approve', 'reject'],
    onSale: ['takeOffSale', 'remove'],
    rejected: ['submitAudited', 'submitUnaudited', 'remove'],
    offSale: ['putOnSale', 'remove'],
    recycled: ['recover'],
  };
  const refusals = (Object.keys(allowed) as StageName[]).flatMap((stage) =>
    (Object.keys(commands) as Named[])
      .filter((named) => !allowed[stage].includes(named))
      .map((named) => [stage, named] as const),
  );

  it.each(refusals)('a %s item refuses %s and stays', (stage, named) => {
    expect(allowedActions(recordAt(stage, 2))).not.toContain(actionOf[named]);
    expect(present(stateAfter(histories[stage], commands[named])).stage.name).toBe(stage);
  });

  it('refuses a rejection without a reason (the schema makes a blank one null)', () => {
    const pending = fold(goodsDecider, history.pendingAudit);
    expect(() => goodsDecider.decide(processing('reject', null), pending)).toThrow('请填写驳回原因');
    expect(present(stateAfter(history.pendingAudit, processing('reject', null))).stage.name).toBe(
      'pendingAudit',
    );
  });

  it.each([-1, 1.5, Number.NaN])('refuses the stock %p', (stock) => {
    const after = present(stateAfter(history.onSale, command('UpdateGoodsStock', { stock })));
    expect(after.stock).toBe(5);
  });

  it('refuses stock while recycled', () => {
    expect(allowedActions({ status: 5, previousStatus: 0 })).not.toContain('updateStock');
    expect(() =>
      goodsDecider.decide(
        command('UpdateGoodsStock', { stock: 1 }),
        fold(goodsDecider, history.recycledFromOffSale),
      ),
    ).toThrow(RefusedError);
  });

  it('refuses to recover a recycled record that does not say what it was', () => {
    expect(allowedActions({ status: 5, previousStatus: null })).not.toContain('recover');
  });
});

describe('the actions a goods record allows', () => {
  it.each<[number, GoodsAction[]]>([
    [0, ['update', 'submitAudit', 'updateStock', 'remove']],
    [1, ['withdrawAudit', 'approve', 'reject', 'updateStock']],
    [2, ['update', 'takeOffSale', 'updateStock', 'remove']],
    [3, ['update', 'submitAudit', 'updateStock', 'remove']],
    [4, ['update', 'putOnSale', 'updateStock', 'remove']],
  ])('status %i: %p', (status, actions) => {
    expect(allowedActions({ status, previousStatus: null })).toEqual(actions);
  });

  it('offers recovery for a recycled record that says what it was', () => {
    expect(allowedActions({ status: 5, previousStatus: 4 })).toEqual(['recover']);
    expect(allowedActions({ status: 5, previousStatus: null })).toEqual([]);
  });

  it('allows nothing for an unknown status', () => {
    expect(allowedActions({ status: 9, previousStatus: null })).toEqual([]);
  });
});
