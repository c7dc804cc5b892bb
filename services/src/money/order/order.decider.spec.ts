import { fold } from '@platform/commands/decider';
import { given } from '@platform/commands/given-when-then';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { orderDecider } from '@services/money/order/order.decider';
import {
  acted,
  command,
  consumedEvent,
  created,
  deposited,
  depositedEvent,
  metadata,
  orderId,
  terms,
} from '@services/money/order/order.fixtures';

const create = command('CreateOrder', { id: orderId, createDept: '0', ...terms });
const depositFromBank = (amountFen = 10_000) =>
  command('DepositIntoOrder', { bankSerial: 'B-1', amountFen, source: 'bank', transactionId: 'T-1' });
const consume = (consumeId: string, amountFen: number) =>
  command('RecordConsumption', {
    consumeId,
    amountFen,
    remark: null,
    reportedBy: 'operator',
    transactionId: `T-${consumeId}`,
  });
const consumed3000 = consumedEvent('c1', 3000, 10_000);

describe('order decider', () => {
  describe('create', () => {
    it('records the order with its card and terms', () => {
      given(orderDecider, []).when(create).then([created]);
    });
    it('refuses an order that exists', () => {
      given(orderDecider, [created]).when(create).thenRefuses(ConflictError, '订单已存在');
    });
  });

  describe('corrections before the money arrives', () => {
    it('records the old and the new trade amount', () => {
      given(orderDecider, [created])
        .when(command('UpdateTradeAmount', { tradeAmountFen: 12_000 }))
        .then([{ type: 'OrderTradeAmountUpdated', data: { ...acted, fromFen: 10_000, toFen: 12_000 } }]);
    });
    it('records the old and the new contract content', () => {
      given(orderDecider, [created])
        .when(command('UpdateContractContent', { contractContent: '三十节课' }))
        .then([
          { type: 'OrderContractContentUpdated', data: { ...acted, from: '二十节课', to: '三十节课' } },
        ]);
    });
    it('records nothing when nothing changes', () => {
      given(orderDecider, [created])
        .when(command('UpdateTradeAmount', { tradeAmountFen: 10_000 }))
        .thenNothing();
      given(orderDecider, [created])
        .when(command('UpdateContractContent', { contractContent: '二十节课' }))
        .thenNothing();
    });
    it('refuses both once the money is deposited', () => {
      given(orderDecider, [created, deposited])
        .when(command('UpdateTradeAmount', { tradeAmountFen: 12_000 }))
        .thenRefuses(RefusedError, '订单资金已入账,不能修改交易金额');
      given(orderDecider, [created, deposited, consumed3000])
        .when(command('UpdateContractContent', { contractContent: 'x' }))
        .thenRefuses(RefusedError, '订单资金已入账,不能修改合同内容');
    });
    it("refuses another tenant's order as if it did not exist", () => {
      const foreign = {
        ...command('UpdateTradeAmount', { tradeAmountFen: 1 }),
        metadata: { ...metadata, tenantId: '100001' },
      };
      given(orderDecider, [created]).when(foreign).thenRefuses(NotFoundError, '订单不存在');
      given(orderDecider, [])
        .when(command('UpdateTradeAmount', { tradeAmountFen: 1 }))
        .thenRefuses(NotFoundError);
    });
  });

  describe('card holder', () => {
    it('records a new holder name and phone at any stage, nothing when unchanged', () => {
      given(orderDecider, [created, deposited])
        .when(command('UpdateCardHolder', { buyerName: '李四', buyerPhone: null }))
        .then([
          {
            type: 'OrderCardHolderUpdated',
            data: { ...acted, cardId: '901', buyerName: '李四', buyerPhone: null },
          },
        ]);
      given(orderDecider, [created])
        .when(command('UpdateCardHolder', { buyerName: '张三', buyerPhone: '13800000000' }))
        .thenNothing();
    });
  });

  describe('deposit', () => {
    it('freezes a charge of the trade amount from the bank', () => {
      given(orderDecider, [created]).when(depositFromBank()).then([deposited]);
    });
    it('freezes a charge an operator matched out of suspense', () => {
      const manual = command('DepositIntoOrder', {
        bankSerial: 'B-2',
        amountFen: 10_000,
        source: 'suspense',
        transactionId: 'T-9',
      });
      given(orderDecider, [created])
        .when(manual)
        .then([depositedEvent('suspense', 'B-2', 'T-9')]);
    });
    it('refuses a wrong amount and a second deposit', () => {
      given(orderDecider, [created])
        .when(depositFromBank(9_999))
        .thenRefuses(RefusedError, '入账金额99.99元与订单交易金额100.00元不一致');
      given(orderDecider, [created, deposited])
        .when(depositFromBank())
        .thenRefuses(RefusedError, '订单已入账,不能重复入账');
    });
  });

  describe('consumption', () => {
    it('moves frozen money to the merchant and the provision', () => {
      given(orderDecider, [created, deposited]).when(consume('c1', 3000)).then([consumed3000]);
    });
    it('gives the provision the rounding remainder so the shares add up exactly', () => {
      // 10 % of 333 fen is 33.3: the merchant gets 299 (rounded down), the provision 34.
      const [event] = orderDecider.decide(consume('c2', 333), fold(orderDecider, [created, deposited]));
      expect(event).toMatchObject({ data: { amountFen: 333, payableFen: 299, provisionFen: 34 } });
    });
    it('finishes the order when the last frozen fen is consumed', () => {
      given(orderDecider, [created, deposited, consumed3000])
        .when(consume('c2', 7000))
        .then([consumedEvent('c2', 7000, 7000, 300), { type: 'OrderFinished', data: acted }]);
    });
    it('refuses a consumption beyond what is frozen, naming both amounts', () => {
      given(orderDecider, [created, deposited, consumed3000])
        .when(consume('c2', 7001))
        .thenRefuses(RefusedError, '消费金额70.01元超过订单冻结余额70.00元');
    });
    it('refuses before the deposit, after the end, and amounts of nothing', () => {
      given(orderDecider, [created])
        .when(consume('c1', 1))
        .thenRefuses(RefusedError, '订单尚未入账,不能消费');
      const finished = [
        created,
        deposited,
        consumedEvent('c1', 10_000, 10_000),
        { type: 'OrderFinished', data: acted } as const,
      ];
      given(orderDecider, finished).when(consume('c2', 1)).thenRefuses(RefusedError, '订单已完结,不能消费');
      given(orderDecider, [created, deposited])
        .when(consume('c2', 0))
        .thenRefuses(RefusedError, '消费金额必须大于0');
    });
  });
});
