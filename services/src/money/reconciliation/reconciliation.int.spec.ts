import { onBusinessDate } from '@infra/fake-bank/fake-bank-business-date';
import { formatWireDay } from '@platform/http/wire-dates';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { moneyContext } from '@services/money/money.context';
import { finishedJob } from '@services/testing/finished-export';
import { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';

const transaction = '/api/prepaid-transaction';
const reconciliation = `${transaction}/orderInfo/reconciliation`;
const abnormal = `${transaction}/abnormalOrder`;
const tenantA = '000042';
const tenantB = '100001';
/**
 * Today as the product counts days (the wire's zone, Asia/Shanghai): a consumption falls on it,
 * so the bank's value dates are set to it too; from 16:00 UTC the UTC date is a day behind.
 */
const today = formatWireDay(new Date());

const { bank, bankSettings } = fakeBankOfTheFile();

/**
 * Reconciliation of the bank's statement against our records, abnormal orders and the exports,
 * against the fake supervise bank: every injected difference is found, and nothing else.
 */
describeOnBothDatabases(
  'reconciliation, abnormal orders and exports',
  'reconciliation',
  (current) => {
    const call = tenantCaller(() => current().app);
    const money = fundedOrders(() => current().app, call, bank, tenantA);
    const finished = (jobId: string, tenant = tenantA) => finishedJob(call, jobId, tenant);
    const page = async (url: string, tenant = tenantA) =>
      (await call<{ records: Row[]; total: number }>('GET', url, undefined, tenant)).data;
    /** An operator's run on demand for `date`, followed to its end: answers the finished job. */
    const reconciled = async (date: string) => {
      const run = await call<{ jobId: string }>(
        'POST',
        `${reconciliation}/run?date=${date}`,
        undefined,
        tenantA,
      );
      expect(run.code).toBe(200);
      return finished(run.data.jobId);
    };

    it('finds each difference of the day as its kind of abnormal order, and counts what matched', async () => {
      bank().reset();
      bank().setBusinessDate(today);
      const { merchant } = await createMerchant(call, tenantA, 900);
      const matched = await money.order(merchant.id, 'RC-MATCHED', 100, today);
      await money.consume(matched.id, 50);
      // A refund the bank paid: on the statement as on our side.
      await money.refunded(matched.id, '20');
      // Money the bank never received, already consumed: a consumption on money never funded.
      const unfunded = await money.order(merchant.id, 'RC-UNFUNDED', 30, today, false);
      await money.consume(unfunded.id, 10);
      // A charge the bank received that no order claims: into suspense.
      await money.notify(
        bank().receivePayment({ paymentNo: 'RC-NOBODY', payerName: '李四', amount: 700, valueDate: today }),
      );
      // A charge the bank booked but never notified: missing on our side.
      bank().setNotificationBehaviour({ mode: 'normal' });
      bank().receivePayment({ paymentNo: 'RC-SILENT', payerName: '王五', amount: 900, valueDate: today });
      // A notice saying a wrong amount: our deposit differs from the bank's line.
      bank().setNotificationBehaviour({ mode: 'wrongAmount', wrongByFen: 100, times: 1 });
      await call(
        'POST',
        `${transaction}/orderInfo/create`,
        {
          merchantId: merchant.id,
          paymentNo: 'RC-WRONG',
          cardNo: 'CARD-RC-WRONG',
          buyerName: '赵六',
          tradeAmount: '20',
        },
        tenantA,
      );
      const wrong = bank().receivePayment({
        paymentNo: 'RC-WRONG',
        payerName: '赵六',
        amount: 2000,
        valueDate: today,
      });
      await money.notify({ ...wrong, amount: wrong.amount + 100 });

      expect(await call('POST', `${reconciliation}/run?date=not-a-date`, undefined, tenantA)).toMatchObject({
        code: 400,
        msg: '对账日期格式应为 yyyy-MM-dd',
      });
      expect(await call('POST', `${reconciliation}/run?date=2999-01-01`, undefined, tenantA)).toMatchObject({
        code: 400,
        msg: '不能对账未来的日期',
      });
      expect(await reconciled(today)).toMatchObject({ status: 'completed', progress: 100 });

      // Only the differences are rows: the matched charge and refund are in the day's figures.
      const rows = (await page(`${reconciliation}/page?reconDate=${today}&size=50`)).records;
      const byPayment = (paymentNo: string) => rows.filter((row) => row.paymentNo === paymentNo);
      expect(byPayment('RC-MATCHED')).toEqual([]);
      expect(rows.filter((row) => row.lineKind === 'refund')).toEqual([]);
      expect(byPayment('RC-UNFUNDED')).toMatchObject([
        { status: 2, abnormalKind: 'consume', bankAmount: null, ourAmount: '30.00' },
      ]);
      expect(byPayment('RC-WRONG')).toMatchObject([
        { status: 3, abnormalKind: 'depository', bankAmount: '20.00', ourAmount: '21.00' },
      ]);
      expect(rows).toHaveLength(2);
      const day = async (tenant: string) =>
        (await page(`${reconciliation}/days?reconDate=${today}`, tenant)).records;
      expect(await day(tenantA)).toEqual([
        {
          id: today,
          reconDate: today,
          statementLines: null,
          openingBalance: null,
          closingBalance: null,
          bankNet: null,
          ourNet: null,
          chargeCount: 1,
          chargeAmount: '100.00',
          transferCount: 0,
          transferAmount: '0.00',
          refundCount: 1,
          refundAmount: '20.00',
          differenceCount: 2,
        },
      ]);
      expect(await day(tenantB)).toEqual([]);
      // The platform's operators see what names no order of a tenant, and the statement's figures.
      const platformRows = (await page(`${reconciliation}/page?reconDate=${today}`, '000000')).records;
      expect(platformRows.filter((row) => row.paymentNo === 'RC-SILENT')).toMatchObject([
        { status: 1, abnormalKind: 'depository', bankAmount: '9.00', ourAmount: null },
      ]);
      expect(platformRows.filter((row) => row.paymentNo === 'RC-NOBODY')).toMatchObject([
        { status: 0, abnormalKind: 'depository' },
      ]);
      // On the statement: RC-MATCHED, the refund, RC-NOBODY, RC-SILENT, RC-WRONG.
      expect(await day('000000')).toMatchObject([
        { statementLines: 5, bankNet: '116.00', chargeCount: 0, differenceCount: 2 },
      ]);

      expect((await page(`${abnormal}/orderInfoConsumeData`)).records).toMatchObject([
        { paymentNo: 'RC-UNFUNDED' },
      ]);
      expect((await page(`${abnormal}/orderInfoDepositoryData`)).records).toMatchObject([
        { paymentNo: 'RC-WRONG' },
      ]);
      expect((await call('GET', `${abnormal}/getOrderStatisticsCount`, undefined, tenantA)).data).toEqual({
        depository: 1,
        consume: 1,
        refund: 0,
        instruction: 0,
        total: 2,
      });
      expect((await page(`${abnormal}/orderInfoDepositoryData`, tenantB)).total).toBe(0);
      // The merchant's day as its statistics page shows it: the charges its orders received (the
      // wrong amount claims no order), what they consumed, and the refund the bank paid.
      const merchantDay = `/api/prepaid-merchant/merchantStatistics/page?merchantId=${merchant.id}`;
      expect((await page(merchantDay)).records).toMatchObject([
        {
          statDate: today,
          orderCount: 2,
          depositAmount: '130.00',
          consumeAmount: '60.00',
          refundAmount: '20.00',
        },
      ]);

      // Run again: the day's result is replaced, not added to.
      await reconciled(today);
      expect((await page(`${reconciliation}/page?reconDate=${today}&size=50`)).total).toBe(rows.length);
      expect((await page(merchantDay)).total).toBe(1);
      expect((await verifyStoredLedger(current().runtime.infrastructure.store)).problems).toEqual([]);
      bank().setBusinessDate(undefined);
    });

    it('exports the reconciliation and the orders as xlsx with progress, the list search applied', async () => {
      const exported = await call<{ jobId: string }>(
        'POST',
        `${reconciliation}/export?status=3`,
        undefined,
        tenantA,
      );
      expect(exported.code).toBe(200);
      const job = await finished(exported.data.jobId);
      expect(job).toMatchObject({ status: 'completed', progress: 100, rows: 1 });
      const file = await current().app.inject({ method: 'GET', url: job.link! });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

      const orders = await call<{ jobId: string }>(
        'POST',
        `${transaction}/orderInfo/export?status=2`,
        undefined,
        tenantA,
      );
      expect(await finished(orders.data.jobId)).toMatchObject({ status: 'completed', rows: 2 });
      // Another tenant cannot follow the job.
      expect(
        (await call('GET', `/api/blade-resource/job/detail?id=${orders.data.jobId}`, undefined, tenantB))
          .code,
      ).toBe(404);
    });

    it("matches a cut-payment and a refund on the bank's business date, not on the day we recorded them", async () => {
      // The bank gives value on a day other than the one our records are written on (a late
      // evening in Beijing, a simulated day).
      const bankDay = '2026-03-02';
      const { merchant } = await createMerchant(call, tenantA, 901);
      const order = await money.order(merchant.id, 'RC-DATED', 100, bankDay);
      await money.consume(order.id, 50);
      await onBusinessDate(bank(), bankDay, async () => {
        await money.transferred(merchant.id, 'RC-DATED-CUT', '10');
        await money.refunded(order.id, '20');
      });
      const differencesOn = async (date: string) => {
        expect(await reconciled(date)).toMatchObject({ status: 'completed' });
        const rows = (await page(`${reconciliation}/page?reconDate=${date}&size=50`)).records;
        return rows.filter((row) => row.merchantId === merchant.id);
      };

      expect(await differencesOn(bankDay)).toEqual([]);
      expect((await page(`${reconciliation}/days?reconDate=${bankDay}`)).records).toMatchObject([
        { chargeCount: 1, transferCount: 1, refundCount: 1, differenceCount: 0 },
      ]);
      // Recorded today, executed on the bank's day: today's statement owes nothing of them.
      expect(await differencesOn(today)).toEqual([]);
      expect(
        (await call('GET', `${abnormal}/getOrderStatisticsCount`, undefined, tenantA)).data,
      ).toMatchObject({ refund: 0, instruction: 0 });
      expect((await verifyStoredLedger(current().runtime.infrastructure.store)).problems).toEqual([]);
    });

    it('lists a refund and a cut-payment the statement lacks as abnormal, each under its kind', async () => {
      bank().reset();
      bank().setBusinessDate(today);
      const { merchant } = await createMerchant(call, tenantA, 902);
      const order = await money.order(merchant.id, 'RC-LOST', 100, today);
      await money.consume(order.id, 50);
      await money.transferred(merchant.id, 'RC-LOST-CUT', '10');
      await money.refunded(order.id, '20');
      // The bank loses its journal: today's statement holds none of what it paid.
      bank().reset();
      bank().setBusinessDate(today);
      expect(await reconciled(today)).toMatchObject({ status: 'completed' });

      const ofTheMerchant = `reconDate=${today}&merchantId=${merchant.id}`;
      expect((await page(`${abnormal}/refundApplyData?${ofTheMerchant}`)).records).toMatchObject([
        { lineKind: 'refund', status: 2, abnormalKind: 'refund', bankAmount: null, ourAmount: '20.00' },
      ]);
      expect(
        (await page(`${reconciliation}/page?${ofTheMerchant}&abnormalKind=instruction`)).records,
      ).toMatchObject([
        {
          lineKind: 'transfer',
          status: 2,
          abnormalKind: 'instruction',
          bankAmount: null,
          ourAmount: '10.00',
        },
      ]);
      expect((await page(`${abnormal}/refundApplyData?${ofTheMerchant}`, tenantB)).total).toBe(0);
      // Counted as listed (the first test's refund is missing from this statement too).
      const counts = await call<Record<string, number>>(
        'GET',
        `${abnormal}/getOrderStatisticsCount`,
        undefined,
        tenantA,
      );
      expect(counts.data).toMatchObject({
        refund: (await page(`${abnormal}/refundApplyData`)).total,
        instruction: (await page(`${reconciliation}/page?abnormalKind=instruction`)).total,
      });
      expect(counts.data.instruction).toBeGreaterThan(0);
      bank().setBusinessDate(undefined);
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes', async () => {
      await expectSameRowsAfterRebuild(current().runtime, moneyContext.projections ?? []);
    });
  },
  { env: bankSettings },
);
