import { withBuyerRule } from '@console/features/money/api/buyer-query';

describe('the buyer rule of the order search', () => {
  it('sends both numbers as 空 when a buyer is named without either', () => {
    expect(withBuyerRule({ buyerName: '张三', current: 1 })).toEqual({
      buyerName: '张三',
      current: 1,
      paymentNo: '空',
      cardNo: '空',
    });
  });

  it('leaves a search with a number, or without a buyer, as it is', () => {
    expect(withBuyerRule({ buyerName: '张三', cardNo: 'C-1' })).toEqual({ buyerName: '张三', cardNo: 'C-1' });
    expect(withBuyerRule({ status: 1 })).toEqual({ status: 1 });
  });
});
