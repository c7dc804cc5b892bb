import { createActor } from 'xstate';
import {
  type GoodsLifecycleEvent,
  goodsLifecycleMachine,
  type GoodsStage,
} from '@console/features/goods/machines/goods-lifecycle.machine';
import { lifecycleSnapshotOf, offeredActions } from '@console/features/goods/machines/goods-offers';

const statusOf: Record<GoodsStage, number> = {
  draft: 0,
  pendingAudit: 1,
  onSale: 2,
  rejected: 3,
  offSale: 4,
  recycled: 5,
};

/** An actor standing at a status, as the page finds a listed item. */
function itemAt(stage: GoodsStage, previousStatus: number | null = null, stock = 5) {
  const snapshot = lifecycleSnapshotOf({ status: statusOf[stage], previousStatus, stock });
  return createActor(goodsLifecycleMachine, { snapshot, input: {} }).start();
}

const submit = (auditRequired: boolean): GoodsLifecycleEvent => ({
  type: 'goods.submitAudit',
  auditRequired,
});
const events = {
  submitAudited: submit(true),
  submitUnaudited: submit(false),
  withdraw: { type: 'goods.withdrawAudit' },
  approve: { type: 'goods.approve' },
  reject: { type: 'goods.reject', reason: '图片不清晰' },
  putOnSale: { type: 'goods.putOnSale' },
  takeOffSale: { type: 'goods.takeOffSale' },
  remove: { type: 'goods.remove' },
  recover: { type: 'goods.recover' },
} satisfies Record<string, GoodsLifecycleEvent>;
type Named = keyof typeof events;

describe('goods lifecycle: every transition', () => {
  it('starts as a draft with its stock', () => {
    const actor = createActor(goodsLifecycleMachine, { input: { stock: 3 } }).start();
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context).toEqual({ stock: 3, restoreTo: null });
  });

  it.each<[GoodsStage, Named, GoodsStage]>([
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
  ])('%s --%s--> %s', (from, event, to) => {
    const actor = itemAt(from);
    expect(actor.getSnapshot().can(events[event])).toBe(true);
    actor.send(events[event]);
    expect(actor.getSnapshot().value).toBe(to);
  });

  it.each<[GoodsStage, number]>([
    ['draft', 0],
    ['onSale', 2],
    ['rejected', 3],
    ['offSale', 4],
  ])('a %s item recycled remembers %i and recovers to it', (stage, status) => {
    const actor = itemAt(stage);
    actor.send(events.remove);
    expect(actor.getSnapshot().context.restoreTo).toBe(status);
    actor.send(events.recover);
    expect(actor.getSnapshot().value).toBe(stage);
    expect(actor.getSnapshot().context.restoreTo).toBeNull();
  });

  it.each<[number, GoodsStage]>([
    [0, 'draft'],
    [2, 'onSale'],
    [3, 'rejected'],
    [4, 'offSale'],
  ])('a listed recycled item with previous status %i recovers to %s', (previous, stage) => {
    const actor = itemAt('recycled', previous);
    actor.send(events.recover);
    expect(actor.getSnapshot().value).toBe(stage);
  });

  it.each<GoodsStage>(['draft', 'pendingAudit', 'onSale', 'rejected', 'offSale'])(
    'a %s item takes a new stock and stays where it is',
    (stage) => {
      const actor = itemAt(stage);
      actor.send({ type: 'goods.updateStock', stock: 42 });
      expect(actor.getSnapshot().value).toBe(stage);
      expect(actor.getSnapshot().context.stock).toBe(42);
    },
  );
});

describe('goods lifecycle: every refusal', () => {
  const allowed: Record<GoodsStage, readonly Named[]> = {
    draft: ['submitAudited', 'submitUnaudited', 'remove'],
    pendingAudit: ['withdraw', 'approve', 'reject'],
    onSale: ['takeOffSale', 'remove'],
    rejected: ['submitAudited', 'submitUnaudited', 'remove'],
    offSale: ['putOnSale', 'remove'],
    recycled: ['recover'],
  };
  const refusals = (Object.keys(allowed) as GoodsStage[]).flatMap((stage) =>
    (Object.keys(events) as Named[])
      .filter((event) => !allowed[stage].includes(event))
      .map((event) => [stage, event] as const),
  );

  it.each(refusals)('a %s item refuses %s and stays', (stage, event) => {
    const actor = itemAt(stage, 2);
    expect(actor.getSnapshot().can(events[event])).toBe(false);
    actor.send(events[event]);
    expect(actor.getSnapshot().value).toBe(stage);
  });

  it('refuses a rejection without a reason', () => {
    const actor = itemAt('pendingAudit');
    actor.send({ type: 'goods.reject', reason: '  ' });
    expect(actor.getSnapshot().value).toBe('pendingAudit');
  });

  it.each([-1, 1.5, Number.NaN])('refuses the stock %p', (stock) => {
    const actor = itemAt('onSale');
    expect(actor.getSnapshot().can({ type: 'goods.updateStock', stock })).toBe(false);
    actor.send({ type: 'goods.updateStock', stock });
    expect(actor.getSnapshot().context.stock).toBe(5);
  });

  it('refuses stock while recycled', () => {
    expect(itemAt('recycled', 0).getSnapshot().can({ type: 'goods.updateStock', stock: 1 })).toBe(false);
  });

  it('refuses to recover a recycled item that does not say what it was', () => {
    const actor = itemAt('recycled', null);
    actor.send(events.recover);
    expect(actor.getSnapshot().value).toBe('recycled');
  });
});

describe('the actions offered for a selection', () => {
  it('offers nothing without a selection', () => {
    expect(offeredActions([])).toEqual([]);
  });

  it.each<[number, string[]]>([
    [0, ['submitAudit', 'updateStock', 'remove']],
    [1, ['withdrawAudit', 'approve', 'reject', 'updateStock']],
    [2, ['takeOffSale', 'updateStock', 'remove']],
    [3, ['submitAudit', 'updateStock', 'remove']],
    [4, ['putOnSale', 'updateStock', 'remove']],
  ])('one item of status %i: %p', (status, actions) => {
    expect(offeredActions([{ status }])).toEqual(actions);
  });

  it('offers recovery for a recycled item that says what it was', () => {
    expect(offeredActions([{ status: 5, previousStatus: 4 }])).toEqual(['recover']);
    expect(offeredActions([{ status: 5, previousStatus: null }])).toEqual([]);
  });

  it('offers what every item allows, and stock only for one item', () => {
    expect(offeredActions([{ status: 0 }, { status: 3 }])).toEqual(['submitAudit', 'remove']);
    expect(offeredActions([{ status: 2 }, { status: 4 }])).toEqual(['remove']);
    expect(offeredActions([{ status: 1 }, { status: 2 }])).toEqual([]);
  });

  it('offers nothing for an unknown status', () => {
    expect(offeredActions([{ status: 9 }])).toEqual([]);
  });
});
