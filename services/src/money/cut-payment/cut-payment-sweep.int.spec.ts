import { overdrawn } from '@infra/fake-bank/fake-bank-instructions';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { JobContext } from '@platform/jobs/jobs.port';
import { cutPaymentDecider } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentSweepJobHandlers } from '@services/money/cut-payment/cut-payment-sweep.jobs';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';
import { fundedOrders, workerCaller } from '@services/testing/funded-orders';
import { verifyBankAccount } from '@services/testing/verified-account';
import { createMerchant } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';

const base = '/api/prepaid-transaction/cutPaymentApply';
const tenantA = '000042';
const today = new Date().toISOString().slice(0, 10);
const noJob = {} as JobContext;

const { bank, bankSettings } = fakeBankOfTheFile();

/**
 * The known gap closed: a submission whose sending job gave up (or was lost) stays pending; the
 * sweeper settles it by asking the bank the status of its serial, and sends that same serial
 * only when the bank never received it. Each serial is executed at most once.
 */
describeOnBothDatabases(
  'the sweeper of pending cut-payments',
  'cut_payment_sweep',
  (current) => {
    const call = tenantCaller(() => current().app);
    const money = fundedOrders(() => current().app, call, bank, tenantA);
    let number = 0;

    /**
     * Applications of a verified merchant with 45.00 payable, submitted without their jobs:
     * answers their serials.
     */
    async function pendingWithoutJobs(count: number) {
      const n = ++number;
      const { merchant } = await createMerchant(call, tenantA, 500 + n);
      await verifyBankAccount(call, bank(), tenantA, merchant.id);
      const order = await money.order(merchant.id, `SW-${n}`, 100, today);
      await money.consume(order.id, 50);
      const { runtime } = current();
      const serials: Array<{ id: string; serial: string }> = [];
      for (let index = 0; index < count; index += 1) {
        const orgPaymentNo = `SW-${n}-${index}`;
        const applied = await call<Row>(
          'POST',
          `${base}/apply`,
          { merchantId: merchant.id, orgPaymentNo, batchNo: `SWB-${n}`, amount: '10' },
          tenantA,
        );
        expect(applied.code).toBe(200);
        const serial = runtime.ids.next();
        const at = runtime.clock.now();
        await runtime.executor.execute(
          cutPaymentDecider,
          {
            streamId: cutPaymentStreamId(merchant.id),
            command: {
              type: 'SubmitCutPayments',
              data: {
                creditedFen: 4500,
                payee: {
                  accountNo: String(applied.data.accountNo),
                  accountName: String(applied.data.accountName),
                },
                serials: [{ orgPaymentNo, serial }],
              },
              metadata: { tenantId: tenantA, callerId: '1', at: at.toISOString() },
            },
          },
          eventMetadataFrom(workerCaller, at),
        );
        serials.push({ id: applied.data.id, serial });
      }
      return { merchant, serials };
    }
    const detail = async (id: string) =>
      (await call<Row>('GET', `${base}/detail?id=${id}`, undefined, tenantA)).data;
    const sweep = () =>
      cutPaymentSweepJobHandlers(current().runtime)['money.settlePendingCutPayments'](
        { olderThanMs: 0 },
        noJob,
      );

    it('settles by status query: executed at the bank is posted, never-received is sent once, an away bank leaves it pending', async () => {
      const { merchant, serials } = await pendingWithoutJobs(2);
      const [executedBefore, neverSent] = serials as [
        { id: string; serial: string },
        { id: string; serial: string },
      ];
      // The first reached the bank before its worker died: the money moved, nothing recorded.
      const realBank = current().runtime.outerSystems.get(superviseBank);
      await realBank.transfer({
        serial: executedBefore.serial,
        accountNo: String(merchant.bankAccountNo),
        accountName: String(merchant.bankAccountName),
        amountFen: 1000,
      });

      // The bank away: nothing is settled, nothing is sent, both stay pending.
      bank().setBehaviour({ mode: 'fail' });
      await sweep();
      expect(await detail(executedBefore.id)).toMatchObject({ status: 1 });
      expect(await detail(neverSent.id)).toMatchObject({ status: 1 });
      bank().setBehaviour({ mode: 'normal' });

      const arrivalsBefore = bank().arrivals()[executedBefore.serial];
      await sweep();
      expect(await detail(executedBefore.id)).toMatchObject({ status: 2 });
      expect(await detail(neverSent.id)).toMatchObject({ status: 2 });
      // Asked, not sent again: it arrived only the once before.
      expect(bank().arrivals()[executedBefore.serial]).toBe(arrivalsBefore);
      for (const { serial } of serials)
        expect(
          bank()
            .executed()
            .filter((outcome) => outcome.serial === serial),
        ).toHaveLength(1);

      // A second sweep finds nothing pending and moves nothing.
      await sweep();
      expect(
        bank()
          .executed()
          .filter((outcome) => serials.some(({ serial }) => serial === outcome.serial)),
      ).toHaveLength(2);
      expect((await verifyStoredLedger(current().runtime.infrastructure.store)).problems).toEqual([]);
    });

    it('voids a serial the bank refused for good', async () => {
      bank().reset();
      const { serials } = await pendingWithoutJobs(1);
      // The bank was emptied after the charge: it refuses to overdraw.
      bank().reset();
      await sweep();
      expect(await detail(serials[0]!.id)).toMatchObject({
        status: 3,
        failReason: overdrawn,
      });
      expect((await verifyStoredLedger(current().runtime.infrastructure.store)).problems).toEqual([]);
    });
  },
  { env: bankSettings },
);
