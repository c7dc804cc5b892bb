import { withCutPaymentActions } from '@services/money/cut-payment/cut-payment-actions';

const actionsAt = (status: number) => withCutPaymentActions({ status }).allowedActions;

describe('the actions a cut-payment application offers', () => {
  it('is removed or submitted only before the bank has it; its contract is there in every status', () => {
    expect(actionsAt(0)).toEqual(['createContract', 'remove', 'submit']);
    expect(actionsAt(1)).toEqual(['createContract']);
    expect(actionsAt(2)).toEqual(['createContract']);
  });

  it('is sent again only once the bank refused it, nothing when the status is unknown', () => {
    expect(actionsAt(3)).toEqual(['createContract', 'manualCutPayment']);
    expect(actionsAt(9)).toEqual([]);
  });
});
