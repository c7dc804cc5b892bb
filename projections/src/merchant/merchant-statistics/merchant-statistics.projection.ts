import { merchantStatisticsTable } from '@projections/merchant/merchant-statistics/merchant-statistics.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import type { MerchantDayStatisticsRecorded } from '@services/merchant/merchant-statistics/merchant-statistics.events';

type DayRow = RowOf<typeof merchantStatisticsTable>;

/** Daily merchant statistics: the last totals of each day win, so a replay leaves the same rows. */
export const merchantStatisticsProjection: Projection = {
  name: 'merchant-statistics-read-model',
  handles: ['MerchantDayStatisticsRecorded'] satisfies Array<MerchantDayStatisticsRecorded['type']>,
  tables: [merchantStatisticsTable.name],

  async apply(trx, events) {
    const latest = new Map<string, DayRow>();
    for (const { data } of events) {
      const day = data as MerchantDayStatisticsRecorded['data'];
      latest.set(`${day.tenantId}/${day.merchantId}/${day.statDate}`, {
        tenant_id: day.tenantId,
        merchant_id: day.merchantId,
        stat_date: day.statDate,
        order_count: day.orderCount,
        deposit_amount: day.depositAmount,
        consume_amount: day.consumeAmount,
        refund_amount: day.refundAmount,
      });
    }
    if (latest.size === 0) return;
    await trx
      .insertInto('prepaid_merchant_statistics')
      .values([...latest.values()])
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'merchant_id', 'stat_date']).doUpdateSet((eb) => ({
          order_count: eb.ref('excluded.order_count'),
          deposit_amount: eb.ref('excluded.deposit_amount'),
          consume_amount: eb.ref('excluded.consume_amount'),
          refund_amount: eb.ref('excluded.refund_amount'),
        })),
      )
      .execute();
  },
};
