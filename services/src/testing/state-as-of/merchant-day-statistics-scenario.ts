import fc from 'fast-check';
import { addDays } from '@platform/lang/calendar-days';
import type { Page } from '@platform/http/paging';
import type { MerchantDayStatisticsRecorded } from '@services/merchant/merchant-statistics/merchant-statistics.events';
import { finishedJob } from '@services/testing/finished-export';
import type { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant } from '@services/testing/referenced-records';
import {
  type Call,
  dataOf,
  type Fields,
  picked,
  type ReadModelScenario,
} from '@services/testing/state-as-of/read-model-scenario';

const tenantId = '000000';
const figureFields = ['orderCount', 'depositAmount', 'consumeAmount', 'refundAmount'] as const;

/**
 * Days no other scenario charges or reconciles, in the past (a day to come is refused). Counted for
 * the file: both databases' runs share the fake bank, whose statement of a day would hold both.
 */
let daysTaken = 0;

/**
 * A merchant's day (keyed `<merchant>-<day>`), recorded by the day's reconciliation: an order of
 * the merchant charged on that day, and the day reconciled. Then, at random, another of its orders
 * charged that day or nothing new, and the day reconciled again: a recount with other totals
 * replaces the day's, the same totals record nothing. Compared with the merchant statistics page.
 * It is never removed: its end is one more reconciliation.
 */
export function merchantDayStatistics(orders: ReturnType<typeof fundedOrders>): ReadModelScenario {
  const days = new Map<string, { merchantId: string; date: string; orders: number }>();
  async function reconciled(call: Call, date: string) {
    const run = await dataOf(
      call<{ jobId: string }>('POST', `/api/prepaid-transaction/orderInfo/reconciliation/run?date=${date}`),
      'day run',
    );
    const job = await finishedJob(call, run.jobId, tenantId);
    if (job.status !== 'completed') throw new Error(`reconciliation of ${date}: ${job.error}`);
  }
  async function charged(recordId: string) {
    const day = days.get(recordId)!;
    day.orders += 1;
    const paymentNo = `ASOF-STAT-${recordId}-${day.orders}`;
    await orders.order(day.merchantId, paymentNo, 100 + day.orders, day.date);
  }
  return {
    type: 'merchantDayStatistics',
    edits: fc.record({ charge: fc.boolean() }),
    async create(call, n) {
      const { merchant } = await createMerchant(call, tenantId, 8900 + n);
      const date = addDays('2024-03-01', daysTaken++);
      const recordId = `${merchant.id}-${date}`;
      days.set(recordId, { merchantId: merchant.id, date, orders: 0 });
      await charged(recordId);
      await reconciled(call, date);
      return recordId;
    },
    async apply(call, recordId, command) {
      if (command.kind === 'edit' && command.values.charge) await charged(recordId);
      await reconciled(call, days.get(recordId)!.date);
    },
    async readModel(call, recordId) {
      const { merchantId, date } = days.get(recordId)!;
      const page = await dataOf(
        call<Page<Fields>>(
          'GET',
          `/api/prepaid-merchant/merchantStatistics/page?merchantId=${merchantId}&from=${date}&to=${date}`,
        ),
        'merchant day listed',
      );
      const row = page.records[0];
      return row && picked(row, figureFields);
    },
    fromState(state) {
      const figures = state as MerchantDayStatisticsRecorded['data'] | null | undefined;
      return figures ? picked(figures, figureFields) : undefined;
    },
  };
}
