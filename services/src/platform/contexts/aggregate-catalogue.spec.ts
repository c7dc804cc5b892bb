import { aggregate } from '@platform/contexts/aggregate';
import { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';

const fold = { initialState: () => null, evolve: (state: null) => state };
const catalogue = new AggregateCatalogue([
  aggregate('merchant', (id) => `merchant-${id}`, fold),
  aggregate('cutPaymentBook', (id) => `merchant-cut-payments-${id}`, fold),
  aggregate('refundOrder', (id) => `refund-order-${id}`, fold),
]);
const owner = (streamId: string) => {
  const found = catalogue.ofStream(streamId);
  return found && [found.declared.type, found.id];
};

describe('the aggregate a stream is of', () => {
  it('is the one whose stream ids it has, its record the rest of the id', () => {
    expect(owner('merchant-42')).toEqual(['merchant', '42']);
    expect(owner('refund-order-7')).toEqual(['refundOrder', '7']);
  });

  it('is the one of the longer prefix where one extends another', () => {
    expect(owner('merchant-cut-payments-42')).toEqual(['cutPaymentBook', '42']);
  });

  it('is none for a stream no aggregate makes', () => {
    expect(owner('refund-apply-7')).toBeUndefined();
  });
});
