import { sql } from 'kysely';
import type { Projection } from '@projections/runner/projection';
import type { MerchantDayStatisticsRecorded } from '@services/merchant/statistics/merchant-statistics.events';

/** Daily merchant statistics (prepaid_merchant_statistics): the last totals of each day win. */
export const merchantStatisticsProjection: Projection = {
  name: 'merchant-statistics-read-model',
  handles: ['MerchantDayStatisticsRecorded'] satisfies Array<MerchantDayStatisticsRecorded['type']>,
  tables: ['prepaid_merchant_statistics'],

  async apply(trx, events) {
    const latest = new Map<string, MerchantDayStatisticsRecorded['data']>();
    for (const { data } of events) {
      const day = data as MerchantDayStatisticsRecorded['data'];
      latest.set(`${day.tenantId}/${day.merchantId}/${day.statDate}`, day);
    }
    const rows = [...latest.values()].map((day) => ({
      tenant_id: day.tenantId,
      merchant_id: day.merchantId,
      stat_date: day.statDate,
      order_count: day.orderCount,
      deposit_amount: day.depositAmount,
      consume_amount: day.consumeAmount,
      refund_amount: day.refundAmount,
    }));
    if (rows.length === 0) return;
    await sql`
      INSERT INTO prepaid_merchant_statistics
        (tenant_id, merchant_id, stat_date, order_count, deposit_amount, consume_amount, refund_amount)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        tenant_id text, merchant_id bigint, stat_date date, order_count integer,
        deposit_amount numeric, consume_amount numeric, refund_amount numeric)
      ON CONFLICT (tenant_id, merchant_id, stat_date) DO UPDATE SET
        order_count = excluded.order_count, deposit_amount = excluded.deposit_amount,
        consume_amount = excluded.consume_amount, refund_amount = excluded.refund_amount`.execute(trx);
  },
};
