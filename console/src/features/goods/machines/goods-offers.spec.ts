import type { GoodsAction } from '@services/goods/goods.wire';
import { offeredActions } from '@console/features/goods/machines/goods-offers';

/** Items as goods/page serves them at each status (services/src/goods/goods-actions.spec.ts). */
const served: Record<number, { allowedActions: GoodsAction[] }> = {
  0: { allowedActions: ['update', 'submitAudit', 'updateStock', 'remove'] },
  1: { allowedActions: ['withdrawAudit', 'approve', 'reject', 'updateStock'] },
  2: { allowedActions: ['update', 'takeOffSale', 'updateStock', 'remove'] },
  3: { allowedActions: ['update', 'submitAudit', 'updateStock', 'remove'] },
  4: { allowedActions: ['update', 'putOnSale', 'updateStock', 'remove'] },
  5: { allowedActions: ['recover'] },
};

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
    expect(offeredActions([served[status]!])).toEqual(actions);
  });

  it('offers recovery for a recycled item the server lets recover', () => {
    expect(offeredActions([served[5]!])).toEqual(['recover']);
    expect(offeredActions([{ allowedActions: [] }])).toEqual([]);
  });

  it('offers what every item allows, and stock only for one item', () => {
    expect(offeredActions([served[0]!, served[3]!])).toEqual(['submitAudit', 'remove']);
    expect(offeredActions([served[2]!, served[4]!])).toEqual(['remove']);
    expect(offeredActions([served[1]!, served[2]!])).toEqual([]);
  });

  it('offers nothing for an item that says nothing of its actions', () => {
    expect(offeredActions([{}])).toEqual([]);
  });
});
