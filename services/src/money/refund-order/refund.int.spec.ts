import { overdrawn } from '@infra/fake-bank/fake-bank-instructions';
import type { JobContext } from '@platform/jobs/jobs.port';
import { waitFor } from '@platform/jobs/testing/probes';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import {
  merchantPayable,
  orderFrozen,
  orderProvision,
  supervisedBank,
} from '@services/money/ledger/ledger-accounts';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { moneyContext } from '@services/money/money.context';
import { orderStreamId } from '@services/money/order/order.stream';
import { refundJobHandlers } from '@services/money/refund-order/refund-order.jobs';
import { refundOrderStreamId } from '@services/money/refund-order/refund-order.stream';
import { fundedOrder } from '@services/testing/funded-orders';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';

const transaction = '/api/prepaid-transaction';
const applies = `${transaction}/refundApply`;
const refunds = `${transaction}/orderInfoRefund`;
const tenantA = '000042';
const tenantB = '100001';

const { bank, bankSettings } = fakeBankOfTheFile();
/** Who the tests' direct job runs act for. */
const caller = {
  requestId: 'worker',
  tenantId: tenantA,
  userId: '1',
  account: 'admin',
  deptId: '0',
  roleIds: [],
  clientIp: '127.0.0.1',
};
const noJob = {} as JobContext;

/**
 * Refunds from the consumer's application to the bank's payment, against the fake supervise
 * bank, which a test makes fail, time out after executing or refuse. What must hold throughout:
 * a refund never exceeds what the order holds, the bank executes each serial at most once, the
 * order gets its money back when the bank refuses, and the ledger verifies.
 */
describeOnBothDatabases(
  'refunds through the supervise bank',
  'refund',
  (current) => {
    const call = tenantCaller(() => current().app);
    let number = 0;

    beforeEach(() => bank().setBehaviour({ mode: 'normal' }));

    const funded = (options?: { consumed?: string }) =>
      fundedOrder({ call, app: current().app, bank: bank(), tenantId: tenantA }, ++number, options);
    const apply = (orderId: string, amount: string) =>
      call<Row>(
        'POST',
        `${applies}/apply`,
        { orderId, amount, reason: '不想上课了', accountNo: `6222${orderId}`, accountName: '张三' },
        tenantA,
      );
    const decide = (id: string, approve: boolean, reason?: string) =>
      call<Row>('POST', `${applies}/refund`, { id, approve, reason }, tenantA);
    /** Applied and approved: answers the refund order's id. */
    const approvedRefund = async (orderId: string, amount: string) => {
      const applied = await apply(orderId, amount);
      expect(applied.code).toBe(200);
      const approved = await decide(applied.data.id, true);
      expect(approved).toMatchObject({
        msg: '操作成功',
        data: { status: 1, refundOrderId: expect.any(String) },
      });
      return approved.data.refundOrderId as string;
    };
    const submit = (id: string) => call('POST', `${refunds}/submit?ids=${id}`, undefined, tenantA);
    const detail = async (id: string) =>
      (await call<Row>('GET', `${refunds}/detail?id=${id}`, undefined, tenantA)).data;
    const order = async (paymentNo: string) =>
      (
        await call<{ records: Row[] }>(
          'GET',
          `${transaction}/orderInfo/page?paymentNo=${paymentNo}`,
          undefined,
          tenantA,
        )
      ).data.records[0]!;
    const settled = (id: string) =>
      waitFor(`refund order ${id} answered by the bank`, async () => {
        const row = await detail(id);
        return row.status === 2 || row.status === 3 ? row : undefined;
      });
    const executedUnder = (serial: unknown) =>
      bank()
        .executed()
        .filter((outcome) => outcome.serial === serial);
    const eventTypes = async (streamId: string) =>
      (await current().runtime.infrastructure.store.readStream(streamId)).events.map((event) => event.type);
    const ledger = () => verifyStoredLedger(current().runtime.infrastructure.store);
    const expectLedgerClean = async () => expect((await ledger()).problems).toEqual([]);

    it('applies, approves, submits, and the bank refunds the consumer once; the order is refunded', async () => {
      const { orderId, paymentNo } = await funded();
      const bankBefore = (await ledger()).balances.get(supervisedBank) ?? 0;
      const applied = await apply(orderId, '100');
      expect(applied).toMatchObject({
        code: 200,
        data: {
          orderId,
          paymentNo,
          amount: '100.00',
          status: 0,
          allowedActions: ['refund'],
          refundOrderId: null,
        },
      });
      const approved = await decide(applied.data.id, true);
      expect(approved.data).toMatchObject({ status: 1, allowedActions: [] });
      const id = approved.data.refundOrderId as string;
      expect(await detail(id)).toMatchObject({
        status: 0,
        amount: '100.00',
        allowedActions: ['remove', 'submit'],
      });

      expect(await submit(id)).toMatchObject({ code: 200 });
      const paid = await settled(id);
      expect(paid).toMatchObject({
        status: 2,
        bankSerial: expect.any(String),
        attempts: 1,
        // The whole order was refunded: its provision held nothing to release.
        provisionReleasable: false,
        allowedActions: [],
      });
      expect(executedUnder(paid.serial)).toMatchObject([
        { status: 'executed', kind: 'refund', amount: 10_000, paymentNo, accountNo: `6222${orderId}` },
      ]);
      expect(await order(paymentNo)).toMatchObject({
        status: 4,
        frozenAmount: '0.00',
        provisionAmount: '0.00',
      });
      expect(await eventTypes(orderStreamId(orderId))).toEqual([
        'OrderCreated',
        'OrderDeposited',
        'OrderRefundReserved',
        'OrderRefunded',
      ]);
      const { balances } = await ledger();
      expect(balances.get(orderFrozen(orderId))).toBe(0);
      expect(balances.get(supervisedBank)).toBe(bankBefore + 10_000);
      await expectLedgerClean();

      const listed = async (url: string) =>
        (await call<{ records: Row[] }>('GET', `${url}?orderId=${orderId}`, undefined, tenantA)).data.records;
      expect(await listed(`/api/prepaid-payment/superviseRefund/list`)).toMatchObject([{ id, status: 2 }]);
      expect(await listed(`/api/prepaid-payment/unionRefund/list`)).toMatchObject([
        { id, bankSerial: paid.bankSerial },
      ]);
      expect(await listed(`${refunds}/getRefundOrderListPage`)).toMatchObject([{ id }]);
      expect(await listed(`${applies}/getRefundApplyListPage`)).toMatchObject([{ id: applied.data.id }]);
      // Paid: neither a difference from the bank nor a refusal waiting for an operator.
      expect(await listed(`${transaction}/abnormalOrder/refundApplyData`)).toEqual([]);
      const refused = await call<{ records: Row[] }>(
        'GET',
        `${refunds}/getRefundOrderListPage?orderId=${orderId}&status=3`,
        undefined,
        tenantA,
      );
      expect(refused.data.records).toEqual([]);
    });

    it('refuses what would refund more than the order holds, writing nothing', async () => {
      const { orderId, paymentNo } = await funded({ consumed: '30' });
      expect(await apply(orderId, '73.01')).toMatchObject({
        code: 400,
        msg: '退款金额73.01元超过订单可退余额73.00元',
      });
      const listed = await call<{ total: number }>(
        'GET',
        `${applies}/getRefundApplyListPage?orderId=${orderId}`,
        undefined,
        tenantA,
      );
      expect(listed.data.total).toBe(0);

      // Two approvals within what it holds, but not together: the second submission is refused.
      const first = await approvedRefund(orderId, '50');
      const second = await approvedRefund(orderId, '40');
      expect(await submit(first)).toMatchObject({ code: 200 });
      expect(await submit(second)).toMatchObject({
        code: 400,
        msg: '退款金额40.00元超过订单可退余额23.00元',
      });
      expect(await detail(second)).toMatchObject({ status: 0, serial: null });
      await settled(first);
      expect(await eventTypes(refundOrderStreamId(second))).toEqual(['RefundOrderCreated']);
      expect(await order(paymentNo)).toMatchObject({
        frozenAmount: '20.00',
        provisionAmount: '3.00',
        status: 2,
      });
      await expectLedgerClean();
    });

    it('decides an application once; a refusal needs its reason', async () => {
      const { orderId } = await funded();
      const { id } = (await apply(orderId, '10')).data;
      expect(await decide(id, false)).toMatchObject({ code: 400, msg: '请输入拒绝原因' });
      expect(await decide(id, false, '课程已开始')).toMatchObject({
        code: 200,
        data: { status: 2, refuseReason: '课程已开始', refundOrderId: null },
      });
      expect(await decide(id, true)).toMatchObject({ code: 400, msg: '退款申请已拒绝,不能再次处理' });
      expect((await call('POST', `${applies}/refund`, { id, approve: true }, tenantB)).code).toBe(404);
      expect((await apply('1858000000000999999', '1')).code).toBe(404);
    });

    it('removes a refund order only before it is sent', async () => {
      const { orderId } = await funded();
      const kept = await approvedRefund(orderId, '10');
      const removed = await approvedRefund(orderId, '10');
      expect(await call('POST', `${refunds}/remove?ids=${removed}`, undefined, tenantA)).toMatchObject({
        code: 200,
      });
      expect((await call('GET', `${refunds}/detail?id=${removed}`, undefined, tenantA)).code).toBe(404);
      await submit(kept);
      await settled(kept);
      expect(await call('POST', `${refunds}/remove?ids=${kept}`, undefined, tenantA)).toMatchObject({
        code: 400,
        msg: '退款订单已退款,不能删除',
      });
    });

    it('retries after the bank fails (503) and refunds once', async () => {
      const { orderId } = await funded();
      const id = await approvedRefund(orderId, '60');
      bank().setBehaviour({ mode: 'fail', times: 2 });
      await submit(id);
      const paid = await settled(id);
      expect(paid.status).toBe(2);
      expect(executedUnder(paid.serial)).toHaveLength(1);
      // Refused twice (503), then sent again under the same serial and executed.
      expect(bank().arrivals()[paid.serial as string]).toBeGreaterThanOrEqual(2);
      await expectLedgerClean();
    });

    it('asks the status when the bank times out after executing: posted, executed exactly once', async () => {
      const { orderId } = await funded();
      const id = await approvedRefund(orderId, '70');
      bank().setBehaviour({ mode: 'timeout', delayMs: 2500, times: 1 });
      await submit(id);
      const paid = await settled(id);
      expect(paid.status).toBe(2);
      expect(executedUnder(paid.serial)).toHaveLength(1);
      await expectLedgerClean();
    });

    it('changes nothing when the bank answers the same serial again', async () => {
      const { orderId } = await funded();
      const id = await approvedRefund(orderId, '15');
      await submit(id);
      const paid = await settled(id);
      const before = [await eventTypes(orderStreamId(orderId)), await eventTypes(refundOrderStreamId(id))];
      const send = refundJobHandlers(current().runtime)['money.sendRefund'];
      await send({ refundOrderId: id, serial: paid.serial as string, caller }, noJob);
      // Submitting a paid one again is refused and sends nothing.
      expect(await submit(id)).toMatchObject({ code: 400, msg: '退款订单已退款' });
      expect([await eventTypes(orderStreamId(orderId)), await eventTypes(refundOrderStreamId(id))]).toEqual(
        before,
      );
      expect(executedUnder(paid.serial)).toHaveLength(1);
      await expectLedgerClean();
    });

    it('voids the refund when the bank refuses for good; manualRefund sends it again under a new serial', async () => {
      const { orderId, paymentNo } = await funded();
      // An empty supervised account at the bank: what was paid in is forgotten.
      bank().reset();
      const id = await approvedRefund(orderId, '100');
      await submit(id);
      const failed = await settled(id);
      expect(failed).toMatchObject({
        status: 3,
        failReason: overdrawn,
        allowedActions: ['manualRefund'],
      });
      expect(executedUnder(failed.serial)).toEqual([]);
      expect(await order(paymentNo)).toMatchObject({ status: 1, frozenAmount: '100.00' });
      // It waits among the refund orders as failed, for an operator to send it again.
      const failedOnes = await call<{ records: Row[] }>(
        'GET',
        `${refunds}/getRefundOrderListPage?orderId=${orderId}&status=3`,
        undefined,
        tenantA,
      );
      expect(failedOnes.data.records).toMatchObject([{ id, status: 3, allowedActions: ['manualRefund'] }]);
      await expectLedgerClean();

      bank().receivePayment({
        paymentNo: 'RF-TOP-UP',
        payerName: '平台',
        amount: 10_000,
        valueDate: '2026-11-24',
      });
      expect(await call('POST', `${refunds}/manualRefund?id=${id}`, undefined, tenantA)).toMatchObject({
        code: 200,
        data: { status: 1, attempts: 2 },
      });
      const paid = await settled(id);
      expect(paid).toMatchObject({ status: 2, failReason: null });
      expect(paid.serial).not.toBe(failed.serial);
      expect(executedUnder(paid.serial)).toMatchObject([{ status: 'executed', amount: 10_000 }]);
      expect(await call('POST', `${refunds}/manualRefund?id=${id}`, undefined, tenantA)).toMatchObject({
        code: 400,
        msg: '退款订单已退款',
      });
      expect(await order(paymentNo)).toMatchObject({ status: 4 });
      await expectLedgerClean();
    });

    it('releases the rest of the provision to the merchant once the refund is paid, once', async () => {
      const { orderId, merchantId, paymentNo } = await funded({ consumed: '30' });
      const id = await approvedRefund(orderId, '70');
      const unfreeze = () =>
        call<Row>('POST', `${refunds}/manualUnfreezeProvisions/${id}`, undefined, tenantA);
      expect(await unfreeze()).toMatchObject({ code: 400, msg: '退款订单尚未退款成功,不能解冻风险准备金' });
      await submit(id);
      expect(await settled(id)).toMatchObject({ provisionReleasable: true, allowedActions: ['unfreeze'] });
      expect(await order(paymentNo)).toMatchObject({ status: 4, provisionAmount: '3.00' });

      expect(await unfreeze()).toMatchObject({ code: 200, data: { id } });
      await waitFor('the provision released', async () => {
        const row = await order(paymentNo);
        return row.provisionAmount === '0.00' ? row : undefined;
      });
      expect(await order(paymentNo)).toMatchObject({ consumedAmount: '30.00' });
      const { balances } = await ledger();
      expect(balances.get(orderProvision(orderId))).toBe(0);
      expect(balances.get(merchantPayable(merchantId))).toBe(3000);
      expect(await unfreeze()).toMatchObject({ code: 400, msg: '订单没有待解冻的风险准备金' });
      expect(await detail(id)).toMatchObject({ provisionReleasable: false, allowedActions: [] });
      expect((await call('POST', `${refunds}/manualUnfreezeProvisions/${id}`, undefined, tenantB)).code).toBe(
        404,
      );
      await expectLedgerClean();
    });

    it('offers no release of the provision while another refund of the order waits for the bank', async () => {
      const { orderId } = await funded({ consumed: '30' });
      const first = await approvedRefund(orderId, '70');
      await submit(first);
      expect(await settled(first)).toMatchObject({ provisionReleasable: true });
      const second = await approvedRefund(orderId, '1');
      // The bank answers the second refund late: it waits, pending, meanwhile.
      bank().setBehaviour({ mode: 'delay', delayMs: 3_000, times: 1 });
      expect(await submit(second)).toMatchObject({ code: 200 });
      expect(await detail(second)).toMatchObject({ status: 1 });
      expect(await detail(first)).toMatchObject({ provisionReleasable: false, allowedActions: [] });
      expect(await settled(second)).toMatchObject({ status: 2 });
      expect(await detail(first)).toMatchObject({ provisionReleasable: true, allowedActions: ['unfreeze'] });
      await expectLedgerClean();
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes, in every read model of money', async () => {
      await expectSameRowsAfterRebuild(current().runtime, moneyContext.projections ?? []);
    });
  },
  {
    env: bankSettings,
    bullmqOnPostgres: true,
  },
);
