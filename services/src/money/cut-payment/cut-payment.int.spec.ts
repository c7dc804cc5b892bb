import { overdrawn } from '@infra/fake-bank/fake-bank-instructions';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { JobContext } from '@platform/jobs/jobs.port';
import { waitFor } from '@platform/jobs/testing/probes';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { cutPaymentDecider } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentJobHandlers } from '@services/money/cut-payment/cut-payment.jobs';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import { merchantPayable } from '@services/money/ledger/ledger-accounts';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { moneyContext } from '@services/money/money.context';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';
import type { SuperviseBank, TransferInstruction } from '@services/money/supervise-bank/supervise-bank.port';
import { superviseBankNotifySecret } from '@services/money/supervise-bank/supervise-bank.settings';
import { verifyBankAccount } from '@services/testing/verified-account';
import { createMerchant } from '@services/testing/referenced-records';
import { type Answer, type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { addDays } from '@platform/lang/calendar-days';
import { settlementWorkingDaysParam } from '@services/money/cut-payment/settlement-dates';
import { nthWorkingDayAfter, workdayTypes } from '@services/system/system.public';

const transaction = '/api/prepaid-transaction';
const base = `${transaction}/cutPaymentApply`;
const tenantA = '000042';
const tenantB = '100001';

/** One fake bank on loopback for both runs; a bank call gives up after a second. */
const { bank, bankSettings } = fakeBankOfTheFile();
/** Who the tests' direct job runs act for; the handlers use no job context. */
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
 * Cut-payments against the fake supervise bank, which a test makes fail, time out after
 * executing, or drop its answer. What must hold throughout: the bank executes each serial at
 * most once, the payable is restored when it refuses, and the ledger verifies.
 */
describeOnBothDatabases(
  'cut-payments through the supervise bank',
  'cut_payment',
  (current) => {
    const call = tenantCaller(() => current().app);
    let number = 0;

    beforeEach(() => bank().setBehaviour({ mode: 'normal' }));

    /**
     * A merchant whose bank account is verified and whose payable has received 45.00 yuan: an
     * order of 100.00 paid into the supervised account (the bank credited with it when
     * `funded`) and 50.00 of it consumed.
     */
    async function merchantWithPayable(funded = true) {
      const n = ++number;
      const { merchant } = await createMerchant(call, tenantA, 300 + n);
      await verifyBankAccount(call, bank(), tenantA, merchant.id);
      const paymentNo = `CP-ORDER-${n}`;
      const order = await call<Row>(
        'POST',
        `${transaction}/orderInfo/create`,
        { merchantId: merchant.id, paymentNo, cardNo: `CP-CARD-${n}`, buyerName: '张三', tradeAmount: '100' },
        tenantA,
      );
      const charge = { paymentNo, payerName: '张三', amount: 10_000, valueDate: '2026-11-24' };
      const notice = funded
        ? bank().receivePayment(charge)
        : {
            ...charge,
            bankSerial: `UNFUNDED-${n}`,
            accountNo: bank().supervisedAccountNo,
            notifiedAt: '2026-11-24T10:00:00+08:00',
          };
      const body = JSON.stringify(notice);
      const notified = await current().app.inject({
        method: 'POST',
        url: '/api/prepaid-payment/bank/charge-notify',
        headers: {
          'content-type': 'application/json',
          'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
        },
        payload: body,
      });
      expect(notified.json<Answer>().code).toBe(200);
      const consumed = await call(
        'POST',
        `${transaction}/orderInfoConsume/report`,
        { orderId: order.data.id, consumeAmount: '50' },
        tenantA,
      );
      expect(consumed.code).toBe(200);
      return { id: merchant.id, bankAccountNo: String(merchant.bankAccountNo) };
    }

    const apply = (
      merchant: { id: string; bankAccountNo: string },
      orgPaymentNo: string,
      amount: string,
      batchNo = `B-${orgPaymentNo}`,
    ) =>
      call<Row>(
        'POST',
        `${base}/apply`,
        {
          merchantId: merchant.id,
          orgPaymentNo,
          batchNo,
          amount,
          // Named by a caller, an account is ignored: the merchant's verified account is paid.
          accountNo: 'NOT-THE-MERCHANTS-ACCOUNT',
          accountName: '他人',
        },
        tenantA,
      );
    const submit = (id: string, tenant = tenantA) =>
      call('POST', `${base}/submit?ids=${id}`, undefined, tenant);
    const detail = async (id: string) =>
      (await call<Row>('GET', `${base}/detail?id=${id}`, undefined, tenantA)).data;
    const settled = (id: string) =>
      waitFor(`application ${id} answered by the bank`, async () => {
        const row = await detail(id);
        return row.status === 2 || row.status === 3 ? row : undefined;
      });
    const executedUnder = (serial: unknown) =>
      bank()
        .executed()
        .filter((outcome) => outcome.serial === serial);
    const eventTypes = async (merchantId: string) =>
      (await current().runtime.infrastructure.store.readStream(cutPaymentStreamId(merchantId))).events.map(
        (e) => e.type,
      );
    /**
     * Submitted as the handler submits, without enqueuing the job: the process stopped between
     * the write and the enqueue, or a test plays the worker itself. Answers the serial.
     */
    async function submittedWithoutJob(merchantId: string, application: Row): Promise<string> {
      const { orgPaymentNo, accountNo, accountName } = application as Record<string, string>;
      const { runtime } = current();
      const serial = runtime.ids.next();
      const at = runtime.clock.now();
      await runtime.executor.execute(
        cutPaymentDecider,
        {
          streamId: cutPaymentStreamId(merchantId),
          command: {
            type: 'SubmitCutPayments',
            data: {
              creditedFen: 4500,
              payee: { accountNo: accountNo!, accountName: accountName! },
              serials: [{ orgPaymentNo: orgPaymentNo!, serial }],
            },
            metadata: { tenantId: tenantA, callerId: '1', at: at.toISOString() },
          },
        },
        eventMetadataFrom(caller, at),
      );
      return serial;
    }
    const expectLedgerClean = async () =>
      expect((await verifyStoredLedger(current().runtime.infrastructure.store)).problems).toEqual([]);

    it('applies, submits, and the bank pays the merchant once under the serial fixed at submission', async () => {
      const merchant = await merchantWithPayable();
      const applied = await apply(merchant, 'CP-1', '40');
      expect(applied).toMatchObject({
        code: 200,
        data: {
          orgPaymentNo: 'CP-1',
          amount: '40.00',
          status: 0,
          serial: null,
          allowedActions: ['createContract', 'remove', 'submit'],
        },
      });
      const { id } = applied.data;
      expect(await submit(id)).toMatchObject({ code: 200 });

      const paid = await settled(id);
      expect(paid).toMatchObject({
        status: 2,
        bankSerial: expect.any(String),
        allowedActions: ['createContract'],
      });
      expect(executedUnder(paid.serial)).toMatchObject([
        { status: 'executed', kind: 'transfer', amount: 4000, accountNo: merchant.bankAccountNo },
      ]);
      expect(await eventTypes(merchant.id)).toEqual([
        'CutPaymentApplied',
        'CutPaymentSubmitted',
        'CutPaymentSucceeded',
      ]);
      const listed = await call<{ records: Row[] }>(
        'GET',
        `${base}/getCutPamentList?orgPaymentNo=CP-1`,
        undefined,
        tenantA,
      );
      expect(listed.data).toMatchObject([{ id, status: 2 }]);
      expect(
        (await call<{ total: number }>('GET', `${base}/list?batchNo=B-CP-1`, undefined, tenantA)).data.total,
      ).toBe(1);
      await expectLedgerClean();
    });

    it("dates a paid application's settlement n working days after the bank paid it, in the tenant's calendar", async () => {
      const merchant = await merchantWithPayable();
      const { id } = (await apply(merchant, 'CP-T', '10')).data;
      expect(await detail(id)).toMatchObject({ paidTime: null, settlementDate: null });
      await submit(id);
      const paid = await settled(id);
      const paidDay = String(paid.paidTime).slice(0, 10);
      // T+1 by default; a holiday the day after moves it to the next working day, whatever the
      // weekday, once marked (the date is reckoned when asked).
      const mark = (day: number, dateType: string) =>
        call(
          'POST',
          '/api/blade-system/workday/submit',
          { workDate: addDays(paidDay, day), dateType },
          tenantA,
        );
      expect(paid.settlementDate).toBe(nthWorkingDayAfter(paidDay, 1, new Map(), addDays(paidDay, 7)));
      await mark(1, workdayTypes.holiday);
      await mark(2, workdayTypes.workingDay);
      await mark(3, workdayTypes.workingDay);
      expect((await detail(id)).settlementDate).toBe(addDays(paidDay, 2));
      // The tenant's own parameter: T+2.
      await call(
        'POST',
        '/api/blade-system/param/submit',
        { paramName: '结算工作日', paramKey: settlementWorkingDaysParam, paramValue: '2' },
        tenantA,
      );
      const listed = await call<{ records: Row[] }>('GET', `${base}/list?batchNo=B-CP-T`, undefined, tenantA);
      expect(listed.data.records).toMatchObject([
        { id, paidTime: paid.paidTime, settlementDate: addDays(paidDay, 3) },
      ]);
    });

    it('refuses a merchant without a verified account, and again once its account changed, writing nothing', async () => {
      const { merchant, body } = await createMerchant(call, tenantA, 390);
      const unverified = { id: merchant.id, bankAccountNo: body.bankAccountNo };
      const noVerifiedAccount = { code: 400, msg: '该商户暂无已验证的银行账户' };
      expect(await apply(unverified, 'CP-U1', '10')).toMatchObject(noVerifiedAccount);
      expect(await eventTypes(merchant.id)).toEqual([]);

      await verifyBankAccount(call, bank(), tenantA, merchant.id);
      const forOldAccount = await apply(unverified, 'CP-U2', '10');
      expect(forOldAccount).toMatchObject({
        code: 200,
        data: {
          accountNo: body.bankAccountNo,
          accountName: body.bankAccountName,
          allowedActions: ['createContract', 'remove', 'submit'],
        },
      });

      // The merchant moves to another account: the verification was of the old number.
      const moved = { ...body, id: merchant.id, bankAccountNo: '6222029999000001' };
      expect((await call('POST', '/api/prepaid-merchant/merchant/submit', moved, tenantA)).code).toBe(200);
      expect(await apply(unverified, 'CP-U3', '10')).toMatchObject(noVerifiedAccount);
      // Applied for the old account, the application is not paid there once the merchant left it.
      expect(await submit(forOldAccount.data.id)).toMatchObject(noVerifiedAccount);
      expect(await eventTypes(merchant.id)).toEqual(['CutPaymentApplied']);
      expect(
        (await call<{ total: number }>('GET', `${base}/list?orgPaymentNo=CP-U3`, undefined, tenantA)).data
          .total,
      ).toBe(0);

      // Verified again, the new account is the one paid.
      await verifyBankAccount(call, bank(), tenantA, merchant.id);
      expect(await apply(unverified, 'CP-U4', '10')).toMatchObject({
        code: 200,
        data: { accountNo: '6222029999000001' },
      });
      expect(await submit(forOldAccount.data.id)).toMatchObject({
        code: 400,
        msg: '划拨申请CP-U2的收款账户已不是商户已验证的银行账户,请重新申请',
      });
      expect(await eventTypes(merchant.id)).toEqual(['CutPaymentApplied', 'CutPaymentApplied']);
    });

    it('refuses a submission beyond what is payable, and a second submission, writing nothing', async () => {
      const merchant = await merchantWithPayable();
      const big = (await apply(merchant, 'CP-2', '45.01')).data;
      expect(await submit(big.id)).toMatchObject({
        code: 400,
        msg: '划拨金额45.01元超过商户可划拨余额45.00元',
      });
      const fits = (await apply(merchant, 'CP-3', '45')).data;
      expect(await submit(fits.id)).toMatchObject({ code: 200 });
      const paid = await settled(fits.id);
      expect(await submit(fits.id)).toMatchObject({ code: 400, msg: '划拨申请已划拨成功' });
      expect(executedUnder(paid.serial)).toHaveLength(1);
      expect(await eventTypes(merchant.id)).toEqual([
        'CutPaymentApplied',
        'CutPaymentApplied',
        'CutPaymentSubmitted',
        'CutPaymentSucceeded',
      ]);
      expect(await submit(fits.id, tenantB)).toMatchObject({ code: 404 });
      await expectLedgerClean();
    });

    it('removes an application only before submission', async () => {
      const merchant = await merchantWithPayable();
      const first = (await apply(merchant, 'CP-4', '10')).data;
      const second = (await apply(merchant, 'CP-5', '10')).data;
      expect(await call('POST', `${base}/remove?ids=${first.id}`, undefined, tenantA)).toMatchObject({
        code: 200,
      });
      expect((await call('GET', `${base}/detail?id=${first.id}`, undefined, tenantA)).code).toBe(404);
      await submit(second.id);
      await settled(second.id);
      expect(await call('POST', `${base}/remove?ids=${second.id}`, undefined, tenantA)).toMatchObject({
        code: 400,
        msg: '划拨申请已提交银行,不能删除',
      });
    });

    it('retries after the bank fails (503) and is paid once', async () => {
      const merchant = await merchantWithPayable();
      const { id } = (await apply(merchant, 'CP-6', '20')).data;
      bank().setBehaviour({ mode: 'fail', times: 2 });
      await submit(id);
      const paid = await settled(id);
      expect(paid.status).toBe(2);
      expect(executedUnder(paid.serial)).toHaveLength(1);
      await expectLedgerClean();
    });

    it.each([
      ['times out after executing', { mode: 'timeout' as const, delayMs: 2500, times: 1 }],
      ['drops its answer', { mode: 'drop' as const, times: 1 }],
    ])('asks the status when the bank %s: posted, executed exactly once', async (_, behaviour) => {
      const merchant = await merchantWithPayable();
      const { id } = (await apply(merchant, `CP-7-${behaviour.mode}`, '30')).data;
      bank().setBehaviour(behaviour);
      await submit(id);
      const paid = await settled(id);
      expect(paid.status).toBe(2);
      expect(executedUnder(paid.serial)).toHaveLength(1);
      expect(bank().arrivals()[paid.serial as string]).toBeGreaterThanOrEqual(1);
      await expectLedgerClean();
    });

    it('voids the transfer when the bank refuses for good; manualCutPayment sends it again under a new serial', async () => {
      // An empty supervised account at the bank: what the earlier tests paid in is forgotten.
      bank().reset();
      const merchant = await merchantWithPayable(false);
      const { id } = (await apply(merchant, 'CP-8', '45', 'B-MANUAL')).data;
      await submit(id);
      const failed = await settled(id);
      expect(failed).toMatchObject({
        status: 3,
        failReason: overdrawn,
        allowedActions: ['createContract', 'manualCutPayment'],
      });
      expect(executedUnder(failed.serial)).toEqual([]);
      await expectLedgerClean();
      const { balances } = await verifyStoredLedger(current().runtime.infrastructure.store);
      expect(balances.get(merchantPayable(merchant.id))).toBe(4500);

      // The payable came back whole: the whole 45.00 may be sent again, once the bank holds it.
      bank().receivePayment({
        paymentNo: 'CP-TOP-UP',
        payerName: '平台',
        amount: 4500,
        valueDate: '2026-11-24',
      });
      expect(
        await call('POST', `${base}/manualCutPayment?batchNo=B-MANUAL`, undefined, tenantA),
      ).toMatchObject({ code: 200 });
      const paid = await waitFor('the new serial paid', async () => {
        const row = await detail(id);
        return row.status === 2 ? row : undefined;
      });
      expect(paid.serial).not.toBe(failed.serial);
      expect(executedUnder(paid.serial)).toMatchObject([{ status: 'executed', amount: 4500 }]);
      expect(
        await call('POST', `${base}/manualCutPayment?batchNo=B-MANUAL`, undefined, tenantA),
      ).toMatchObject({
        code: 400,
        msg: '该批次没有划拨失败的申请',
      });
      await expectLedgerClean();
    });

    it('changes nothing when the sending job runs again', async () => {
      const merchant = await merchantWithPayable();
      const { id } = (await apply(merchant, 'CP-9', '15')).data;
      await submit(id);
      const paid = await settled(id);
      const before = await eventTypes(merchant.id);
      const arrivals = bank().arrivals()[paid.serial as string];
      const send = cutPaymentJobHandlers(current().runtime)['money.sendCutPayment'];
      await send({ merchantId: merchant.id, serial: paid.serial as string, caller }, noJob);
      expect(await eventTypes(merchant.id)).toEqual(before);
      expect(bank().arrivals()[paid.serial as string]).toBe(arrivals);
      expect(executedUnder(paid.serial)).toHaveLength(1);
      await expectLedgerClean();
    });

    it('sends a submission whose job was lost when submitted again, under its own serial', async () => {
      const merchant = await merchantWithPayable();
      const application = (await apply(merchant, 'CP-11', '35')).data;
      const { id } = application;
      const serial = await submittedWithoutJob(merchant.id, application);
      expect(await submit(id)).toMatchObject({ code: 200 });
      expect(await settled(id)).toMatchObject({ status: 2, serial });
      expect(executedUnder(serial)).toHaveLength(1);
      expect(await eventTypes(merchant.id)).toEqual([
        'CutPaymentApplied',
        'CutPaymentSubmitted',
        'CutPaymentSucceeded',
      ]);
      await expectLedgerClean();
    });

    it('pays once when the worker dies after the bank executed and before the answer was recorded', async () => {
      const merchant = await merchantWithPayable();
      const application = (await apply(merchant, 'CP-10', '25')).data;
      const { id } = application;
      const serial = await submittedWithoutJob(merchant.id, application);
      // The first worker's bank executes the transfer, then the worker dies before recording it.
      const { runtime } = current();
      const realBank = runtime.outerSystems.get(superviseBank);
      const dyingBank: SuperviseBank = Object.assign(Object.create(realBank) as SuperviseBank, {
        async transfer(instruction: TransferInstruction) {
          await realBank.transfer(instruction);
          throw new Error('worker killed after the bank call');
        },
      });
      const dying = { ...runtime, outerSystems: { get: () => dyingBank } } as unknown as RuntimeServices;
      const sending = { merchantId: merchant.id, serial, caller };
      await expect(cutPaymentJobHandlers(dying)['money.sendCutPayment'](sending, noJob)).rejects.toThrow(
        'worker killed',
      );
      expect(await detail(id)).toMatchObject({ status: 1, serial });

      // The restarted worker sends the same serial again: the bank answers its first result.
      await cutPaymentJobHandlers(runtime)['money.sendCutPayment'](sending, noJob);
      expect(await settled(id)).toMatchObject({ status: 2 });
      expect(executedUnder(serial)).toHaveLength(1);
      expect(bank().arrivals()[serial]).toBe(2);
      await expectLedgerClean();
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes, in every read model of money', async () => {
      await expectSameRowsAfterRebuild(current().runtime, moneyContext.projections ?? []);
    });
  },
  { env: bankSettings, bullmqOnPostgres: true },
);
