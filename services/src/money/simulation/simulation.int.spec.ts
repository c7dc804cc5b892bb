import type { ReconciliationDay } from '@services/money/reconciliation/reconciliation.wire';
import { verifyStoredLedger } from '@services/money/ledger/stored-ledger';
import { ProductApi } from '@services/money/simulation/product-api';
import {
  simulatedGoodsPerMerchant,
  simulatedMerchantCount,
} from '@services/money/simulation/simulated-merchants';
import { dateOfDay, type OrderFate, planSimulation } from '@services/money/simulation/simulation-plan';
import { chargeNotifyPath } from '@services/money/supervise-bank/supervise-bank.settings';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { runCli } from '@services/testing/run-cli';
import { describeOnBothDatabases } from '@services/testing/test-app';

const { bank, bankSettings } = fakeBankOfTheFile();
const transaction = 'prepaid-transaction';
const simulator = 'services/src/money/simulation/simulator-cli.ts';
const run = { orders: 12, seed: 7, days: 3 };

/** What the run is to do, from the same plan the simulator makes of the seed. */
const plan = planSimulation({
  ...run,
  merchants: simulatedMerchantCount,
  goodsPerMerchant: simulatedGoodsPerMerchant,
});
const withFate = (...fates: OrderFate[]) => plan.orders.filter((order) => fates.includes(order.fate)).length;
/** The orders of those fates whose refund the bank refused. */
const refusedOf = (...fates: OrderFate[]) =>
  plan.orders.filter((order) => order.refundRefused && fates.includes(order.fate)).length;

describeOnBothDatabases(
  'npm run simulate',
  'simulate',
  (current) => {
    let url: string;
    let api: ProductApi;
    const total = async (path: string, query: Record<string, string | number> = {}) =>
      (await api.get<{ total: number }>(`${transaction}/${path}`, query)).total;

    beforeAll(async () => {
      url = await current().listen();
      bank().notifyTo(`${url}${chargeNotifyPath}`);
      api = new ProductApi(url);
    });

    it('plays consumers and the bank through the real calls, and the ledger verifies', async () => {
      const args = [
        '--url',
        url,
        '--orders',
        String(run.orders),
        '--seed',
        String(run.seed),
        '--days',
        String(run.days),
      ];
      const { code, output, errors } = await runCli(simulator, args);
      expect({ code, errors }).toEqual({ code: 0, errors: '' });
      expect(output).toContain(`orders: ${run.orders} (`);
      // The plan names at least one of each difference, and the orders they leave behind.
      expect(plan.orders.filter((order) => order.difference).length).toBe(3);

      expect(await total('orderInfo/page')).toBe(run.orders);
      // Every paid order's charge, the one whose notice named a wrong amount in suspense.
      expect(await total('orderInfoDepository/page')).toBe(run.orders - withFate('awaiting'));
      expect(await total('orderInfoDepository/page', { status: 0 })).toBe(withFate('unmatched'));
      expect(await total('orderInfo/page', { status: 0 })).toBe(withFate('awaiting', 'unmatched'));
      expect(await total('orderInfo/page', { status: 3 })).toBe(withFate('finished'));
      // A refused refund leaves its order holding its money.
      expect(await total('orderInfo/page', { status: 4 })).toBe(withFate('refunded') - refusedOf('refunded'));
      const consumptions = plan.orders.reduce((count, order) => count + order.consumptions.length, 0);
      expect(await total('orderInfoConsume/list')).toBe(consumptions);
      const refunding: OrderFate[] = ['refunded', 'partlyRefunded'];
      expect(await total('orderInfoRefund/getRefundOrderListPage', { status: 2 })).toBe(
        withFate(...refunding) - refusedOf(...refunding),
      );
      expect(refusedOf(...refunding)).toBe(1);
      expect(await total('orderInfoRefund/getRefundOrderListPage', { status: 3 })).toBe(1);
      expect(await total('cutPaymentApply/list')).toBeGreaterThan(0);
      expect(await total('cutPaymentApply/list', { status: 3 })).toBe(0);

      // Each day was reconciled at its end, before the bank sent the notice it held back: of this
      // run's charges, the late one and the one notified with a wrong amount are the differences.
      // (The file's one fake bank also holds the charges of the other database's runs.)
      expect(output).toContain(`reconciled days: ${run.days}`);
      const orders = await api.get<{ records: Array<{ paymentNo: string }> }>(
        `${transaction}/orderInfo/page`,
        {
          size: 100,
        },
      );
      const runTag = orders.records[0]!.paymentNo.slice(0, -6);
      const bent = plan.orders
        .filter((order) => order.difference === 'late' || order.difference === 'wrongAmount')
        .map((order) => `${runTag}${String(order.number).padStart(6, '0')}`);
      const differences = await api.get<{ records: Array<{ paymentNo: string | null }> }>(
        `${transaction}/abnormalOrder/orderInfoDepositoryData`,
        { size: 100 },
      );
      const ofThisRun = differences.records
        .map((record) => record.paymentNo)
        .filter((paymentNo) => paymentNo?.startsWith(runTag));
      expect(new Set(ofThisRun)).toEqual(new Set(bent));

      // The bank paid each day's refunds and transfers on that day: each day's reconciliation
      // matched the refunds planned for it.
      const days = await api.get<{ records: ReconciliationDay[] }>(
        `${transaction}/orderInfo/reconciliation/days`,
        {
          size: 100,
        },
      );
      const refundsOn = (date: string) =>
        days.records.find((day) => day.reconDate === date)?.refundCount ?? 0;
      const paidRefundsPlanned = (day: number) =>
        plan.orders.filter((order) => order.refundDay === day && !order.refundRefused).length;
      const planned = Array.from({ length: run.days }, (_, day) => paidRefundsPlanned(day));
      expect(planned.filter((count) => count > 0).length).toBeGreaterThan(1);
      expect(planned.map((_, day) => refundsOn(dateOfDay(plan, new Date(), day)))).toEqual(planned);

      expect((await verifyStoredLedger(current().runtime.infrastructure.store)).problems).toEqual([]);
    });

    it('runs again beside the first run, finding its merchants rather than making them twice', async () => {
      const args = ['--url', url, '--orders', '3', '--seed', '8', '--days', '1'];
      expect(await runCli(simulator, args)).toMatchObject({ code: 0 });
      expect(await total('orderInfo/page')).toBe(run.orders + 3);
      const merchants = await api.get<{ total: number }>('prepaid-merchant/merchant/page');
      expect(merchants.total).toBe(simulatedMerchantCount);
    });

    it('exits non-zero when a call fails', async () => {
      const { code, errors } = await runCli(simulator, [
        '--url',
        url,
        '--orders',
        '1',
        '--password',
        'wrong',
      ]);
      expect(code).toBe(1);
      expect(errors).toContain('simulation failed: sign-in failed');
    });
  },
  { identity: 'tokens', env: bankSettings },
);
