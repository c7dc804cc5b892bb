import { orderActionsOf } from '@console/features/money/api/order-actions';

describe('the actions an order offers', () => {
  it('corrects the terms only before the money is deposited', () => {
    expect(orderActionsOf(0)).toEqual(['updateTradeAmount', 'updateContractContent']);
    expect(orderActionsOf(1)).toEqual(['consume']);
  });

  it('records consumptions while money is frozen, nothing once finished or unknown', () => {
    expect(orderActionsOf(2)).toEqual(['consume']);
    expect(orderActionsOf(3)).toEqual([]);
    expect(orderActionsOf(undefined)).toEqual([]);
  });
});
