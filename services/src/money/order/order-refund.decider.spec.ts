import { type DomainEvent, fold } from '@platform/commands/decider';
import { given } from '@platform/commands/given-when-then';
import { RefusedError } from '@platform/errors/domain-errors';
import {
  merchantPayable,
  orderFrozen,
  orderProvision,
  supervisedBank,
} from '@services/money/ledger/ledger-accounts';
import { orderDecider } from '@services/money/order/order.decider';
import type { OrderEvent } from '@services/money/order/order.events';
import {
  acted,
  command,
  consumedEvent,
  created,
  deposited,
  orderId,
} from '@services/money/order/order.fixtures';

const reserve = (serial: string, amountFen: number) =>
  command('ReserveRefund', { refundOrderId: `R-${serial}`, serial, amountFen });
const settle = (serial: string, outcome: 'posted' | 'voided') => command('SettleRefund', { serial, outcome });
const consume = (consumeId: string, amountFen: number) =>
  command('RecordConsumption', {
    consumeId,
    amountFen,
    remark: null,
    reportedBy: 'consumer',
    transactionId: `T-${consumeId}`,
  });
const release = command('ReleaseProvision', { transactionId: 'T-release' });
/** 30.00 consumed of 100.00: 70.00 frozen, 3.00 provision, 27.00 the merchant's. */
const consumed3000 = consumedEvent('c1', 3000, 10_000);
const decided = (history: readonly OrderEvent[], when: ReturnType<typeof command>) =>
  orderDecider.decide(when, fold(orderDecider, history));

describe('order decider: refunds and the provision', () => {
  describe('reserving a refund', () => {
    it('reserves from the frozen money first, pending under the serial', () => {
      const [event] = decided([created, deposited, consumed3000], reserve('S1', 5000));
      expect(event).toEqual({
        type: 'OrderRefundReserved',
        data: {
          ...acted,
          refundOrderId: 'R-S1',
          serial: 'S1',
          amountFen: 5000,
          fromFrozenFen: 5000,
          fromProvisionFen: 0,
          transaction: {
            id: 'S1',
            kind: 'refund',
            status: 'pending',
            postings: [
              { account: orderFrozen(orderId), amount: -5000 },
              { account: supervisedBank, amount: 5000 },
            ],
          },
          balances: { paidFen: 10_000, frozenFen: 2000, provisionFen: 300, consumedFen: 2700 },
        },
      });
    });
    it('takes the provision after the frozen money, up to all the order still holds', () => {
      const [event] = decided([created, deposited, consumed3000], reserve('S1', 7300));
      expect(event).toMatchObject({
        data: {
          fromFrozenFen: 7000,
          fromProvisionFen: 300,
          transaction: {
            postings: [
              { account: orderFrozen(orderId), amount: -7000 },
              { account: orderProvision(orderId), amount: -300 },
              { account: supervisedBank, amount: 7300 },
            ],
          },
          balances: { frozenFen: 0, provisionFen: 0 },
        },
      });
    });
    it('refuses more than frozen plus provision, counting what is already reserved', () => {
      given(orderDecider, [created, deposited, consumed3000])
        .when(reserve('S1', 7301))
        .thenRefuses(RefusedError, '退款金额73.01元超过订单可退余额73.00元');
      const [first] = decided([created, deposited, consumed3000], reserve('S1', 5000));
      given(orderDecider, [created, deposited, consumed3000, first!])
        .when(reserve('S2', 2301))
        .thenRefuses(RefusedError, '退款金额23.01元超过订单可退余额23.00元');
    });
    it('refuses an order not yet paid and an amount of nothing', () => {
      given(orderDecider, [created])
        .when(reserve('S1', 1))
        .thenRefuses(RefusedError, '订单尚未入账,不能退款');
      given(orderDecider, [created, deposited])
        .when(reserve('S1', 0))
        .thenRefuses(RefusedError, '退款金额必须大于0');
    });
  });

  describe("the bank's answer", () => {
    const reservedAll = decided([created, deposited], reserve('S1', 10_000))[0]!;
    const reservedPart = decided([created, deposited], reserve('S1', 4000))[0]!;

    it('posts the transfer; the order is refunded when nothing frozen is left', () => {
      const [event] = decided([created, deposited, reservedAll], settle('S1', 'posted'));
      expect(event).toMatchObject({
        type: 'OrderRefunded',
        data: { serial: 'S1', resolution: { transactionId: 'S1', outcome: 'posted' }, closed: true },
      });
      expect(fold(orderDecider, [created, deposited, reservedAll, event!])).toMatchObject({
        stage: 'refunded',
        pendingRefunds: {},
      });
    });
    it('keeps a partly refunded order open for consumption', () => {
      const [event] = decided([created, deposited, reservedPart], settle('S1', 'posted'));
      expect(event).toMatchObject({ data: { closed: false, balances: { frozenFen: 6000 } } });
      const consumption = consume('c9', 6000);
      expect(decided([created, deposited, reservedPart, event!], consumption)).toMatchObject([
        { type: 'OrderConsumed', data: { amountFen: 6000 } },
        { type: 'OrderFinished' },
      ]);
    });
    it("voids the transfer when the bank refuses: the money is the order's again", () => {
      given(orderDecider, [created, deposited, reservedPart])
        .when(settle('S1', 'voided'))
        .then([
          {
            type: 'OrderRefundVoided',
            data: {
              ...acted,
              refundOrderId: 'R-S1',
              serial: 'S1',
              amountFen: 4000,
              fromFrozenFen: 4000,
              fromProvisionFen: 0,
              resolution: { transactionId: 'S1', outcome: 'voided' },
              balances: { paidFen: 10_000, frozenFen: 10_000, provisionFen: 0, consumedFen: 0 },
            },
          },
        ]);
    });
    it('records an answer once: a repeated or unknown serial changes nothing', () => {
      const [posted] = decided([created, deposited, reservedAll], settle('S1', 'posted'));
      given(orderDecider, [created, deposited, reservedAll, posted!])
        .when(settle('S1', 'posted'))
        .thenNothing();
      given(orderDecider, [created, deposited, reservedAll, posted!])
        .when(settle('S1', 'voided'))
        .thenNothing();
      given(orderDecider, [created, deposited]).when(settle('S9', 'posted')).thenNothing();
    });
    it('refuses consumption once refunded', () => {
      const [posted] = decided([created, deposited, reservedAll], settle('S1', 'posted'));
      given(orderDecider, [created, deposited, reservedAll, posted!])
        .when(consume('c9', 1))
        .thenRefuses(RefusedError, '订单已退款,不能消费');
    });
  });

  describe('releasing the provision', () => {
    const refundedRest = (history: readonly DomainEvent[]) => {
      const reserved = decided(history as OrderEvent[], reserve('S1', 7000))[0]!;
      const posted = decided([...(history as OrderEvent[]), reserved], settle('S1', 'posted'))[0]!;
      return [...(history as OrderEvent[]), reserved, posted];
    };

    it("moves the provision to the merchant's payable once nothing is frozen", () => {
      given(orderDecider, refundedRest([created, deposited, consumed3000]))
        .when(release)
        .then([
          {
            type: 'OrderProvisionReleased',
            data: {
              ...acted,
              amountFen: 300,
              transaction: {
                id: 'T-release',
                kind: 'provision-release',
                status: 'posted',
                postings: [
                  { account: orderProvision(orderId), amount: -300 },
                  { account: merchantPayable('31'), amount: 300 },
                ],
              },
              balances: { paidFen: 10_000, frozenFen: 0, provisionFen: 0, consumedFen: 3000 },
            },
          },
        ]);
    });
    it('refuses while money is frozen or a refund awaits the bank, and when nothing is held', () => {
      given(orderDecider, [created, deposited, consumed3000])
        .when(release)
        .thenRefuses(RefusedError, '订单仍有冻结资金,不能解冻风险准备金');
      const reserved = decided([created, deposited, consumed3000], reserve('S1', 7000))[0]!;
      given(orderDecider, [created, deposited, consumed3000, reserved])
        .when(release)
        .thenRefuses(RefusedError, '订单有退款正在等待银行结果,不能解冻风险准备金');
      const [released] = decided(refundedRest([created, deposited, consumed3000]), release);
      given(orderDecider, [...refundedRest([created, deposited, consumed3000]), released!])
        .when(release)
        .thenRefuses(RefusedError, '订单没有待解冻的风险准备金');
    });
  });
});
