import { withAllowedActions } from '@services/money/order/order-actions';

const actionsAt = (status: number) => withAllowedActions({ status }).allowedActions;

describe('the actions an order offers', () => {
  it('corrects the terms only before the money is deposited', () => {
    expect(actionsAt(0)).toEqual(['updateTradeAmount', 'updateContractContent']);
    expect(actionsAt(1)).toEqual(['consume']);
  });

  it('records consumptions while money is frozen, nothing once finished or unknown', () => {
    expect(actionsAt(2)).toEqual(['consume']);
    expect(actionsAt(3)).toEqual([]);
    expect(actionsAt(9)).toEqual([]);
  });
});
