import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type GoodsActionRun,
  goodsActionMachine,
  isValidPromptValue,
} from '@console/features/goods/machines/goods-action.machine';

function actorWith(options: { confirmed?: boolean; fails?: boolean } = {}) {
  const runs: GoodsActionRun[] = [];
  const done: string[] = [];
  const actor = createActor(
    goodsActionMachine.provide({
      actors: {
        confirmAction: fromPromise(() => Promise.resolve(options.confirmed ?? true)),
        runAction: fromPromise<unknown, GoodsActionRun>(({ input }) => {
          runs.push(input);
          return options.fails
            ? Promise.reject(new Error('商品 2 状态为已上架,不能提交审核'))
            : Promise.resolve();
        }),
      },
      actions: { notifyDone: () => void done.push('notified'), reload: () => void done.push('reloaded') },
    }),
  ).start();
  return { actor, runs, done };
}

/** Items as goods/page serves them: each with the actions its status allows. */
const draftActions = ['update', 'submitAudit', 'updateStock', 'remove'] as const;
const pendingActions = ['withdrawAudit', 'approve', 'reject', 'updateStock'] as const;
const onSaleActions = ['update', 'takeOffSale', 'updateStock', 'remove'] as const;
const drafts = [
  { id: '1', allowedActions: draftActions },
  { id: '2', allowedActions: draftActions },
];

describe('goods actions on a selection', () => {
  it('confirms, runs with every id, tells and reloads', async () => {
    const { actor, runs, done } = actorWith();
    actor.send({ type: 'action.request', action: 'submitAudit', items: drafts });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(runs).toEqual([{ action: 'submitAudit', ids: ['1', '2'] }]);
    expect(done).toEqual(['notified', 'reloaded']);
  });

  it('runs nothing when the user declines', async () => {
    const { actor, runs } = actorWith({ confirmed: false });
    actor.send({ type: 'action.request', action: 'remove', items: drafts });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(runs).toEqual([]);
  });

  it('refuses an action one selected item does not allow', () => {
    const { actor } = actorWith();
    actor.send({
      type: 'action.request',
      action: 'submitAudit',
      items: [...drafts, { id: '3', allowedActions: onSaleActions }],
    });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks a rejection for its reason and refuses a blank one', async () => {
    const { actor, runs } = actorWith();
    actor.send({
      type: 'action.request',
      action: 'reject',
      items: [{ id: '7', allowedActions: pendingActions }],
    });
    expect(actor.getSnapshot().value).toBe('prompting');
    actor.send({ type: 'prompt.submit', value: '  ' });
    expect(actor.getSnapshot().value).toBe('prompting');
    actor.send({ type: 'prompt.submit', value: ' 图片不清晰 ' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(runs).toEqual([{ action: 'reject', ids: ['7'], reason: '图片不清晰' }]);
  });

  it('asks a new stock of one item', async () => {
    const { actor, runs } = actorWith();
    actor.send({
      type: 'action.request',
      action: 'updateStock',
      items: [{ id: '7', allowedActions: onSaleActions }],
    });
    actor.send({ type: 'prompt.submit', value: '-3' });
    expect(actor.getSnapshot().value).toBe('prompting');
    actor.send({ type: 'prompt.submit', value: '12' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(runs).toEqual([{ action: 'updateStock', ids: ['7'], stock: 12 }]);
  });

  it('a cancelled prompt runs nothing', () => {
    const { actor, runs } = actorWith();
    actor.send({
      type: 'action.request',
      action: 'reject',
      items: [{ id: '7', allowedActions: pendingActions }],
    });
    actor.send({ type: 'prompt.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.run).toBeNull();
    expect(runs).toEqual([]);
  });

  it('a refused call reloads without the success message', async () => {
    const { actor, done } = actorWith({ fails: true });
    actor.send({
      type: 'action.request',
      action: 'takeOffSale',
      items: [{ id: '2', allowedActions: onSaleActions }],
    });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(done).toEqual(['reloaded']);
  });
});

describe('prompt values', () => {
  it.each([
    ['reject', 'x', true],
    ['reject', ' ', false],
    ['updateStock', '0', true],
    ['updateStock', '1.5', false],
    ['updateStock', '99999999999', false],
    ['remove', '', true],
  ] as const)('%s %p → %p', (action, value, valid) => {
    expect(isValidPromptValue(action, value)).toBe(valid);
  });
});
