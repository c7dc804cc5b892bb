import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { readPage } from '@platform/database/read-page';
import type { Page, PageQuery } from '@platform/http/paging';
import { wireDateOf } from '@projections/support/wire-days';
import type {
  StatisticsDay,
  StatisticsPeriod,
  StatisticsPoint,
} from '@services/merchant/merchant-statistics/merchant-statistics.wire';

/** Which days: one merchant or all, from and to inclusive ("yyyy-MM-dd"), open when absent. */
export interface StatisticsRange {
  merchantId?: string;
  from?: string;
  to?: string;
}

/** Reads of daily merchant statistics, always within one tenant. */
export class MerchantStatisticsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest day first. */
  page(tenantId: string, range: StatisticsRange, paging: PageQuery): Promise<Page<StatisticsDay>> {
    const filtered = this.within(tenantId, range);
    return readPage(
      filtered,
      this.rows(tenantId, filtered).orderBy('s.stat_date', 'desc').orderBy('s.merchant_id'),
      paging,
    );
  }

  async count(tenantId: string, range: StatisticsRange): Promise<number> {
    const { total } = await this.within(tenantId, range)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  /** Every row of the range in (date, merchant) order, read with a keyset cursor. */
  async *exportBatches(
    tenantId: string,
    range: StatisticsRange,
    batchSize: number,
  ): AsyncIterable<StatisticsDay[]> {
    let after: { statDate: string; merchantId: string } | undefined;
    for (;;) {
      let query = this.within(tenantId, range);
      if (after) {
        const { statDate, merchantId } = after;
        query = query.where(
          sql<boolean>`(s.stat_date, s.merchant_id) > (${statDate}::date, ${merchantId}::bigint)`,
        );
      }
      const batch = await this.rows(tenantId, query)
        .orderBy('s.stat_date')
        .orderBy('s.merchant_id')
        .limit(batchSize)
        .execute();
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
      after = batch[batch.length - 1]!;
    }
  }

  /** Totals per day, ISO week (from Monday) or month, with the merchants registered in each. */
  async series(
    tenantId: string,
    period: StatisticsPeriod,
    range: StatisticsRange,
  ): Promise<StatisticsPoint[]> {
    const unit = sql.lit(period);
    const trade = await this.within(tenantId, range)
      .select([
        sql<string>`to_char(date_trunc(${unit}, s.stat_date), 'YYYY-MM-DD')`.as('period'),
        sql<string>`sum(s.order_count)::text`.as('orderCount'),
        sql<string>`to_char(sum(s.deposit_amount), 'FM9999999999999990.00')`.as('depositAmount'),
        sql<string>`to_char(sum(s.consume_amount), 'FM9999999999999990.00')`.as('consumeAmount'),
        sql<string>`to_char(sum(s.refund_amount), 'FM9999999999999990.00')`.as('refundAmount'),
      ])
      .groupBy(sql`1`)
      .execute();
    const localDay = wireDateOf('m.create_time');
    let merchants = this.db
      .selectFrom('prepaid_merchant as m')
      .where('m.tenant_id', '=', tenantId)
      .select([
        sql<string>`to_char(date_trunc(${unit}, ${localDay}), 'YYYY-MM-DD')`.as('period'),
        sql<string>`count(*)::text`.as('newMerchants'),
      ]);
    if (range.merchantId) merchants = merchants.where('m.id', '=', range.merchantId);
    if (range.from) merchants = merchants.where(sql<boolean>`${localDay} >= ${range.from}::date`);
    if (range.to) merchants = merchants.where(sql<boolean>`${localDay} <= ${range.to}::date`);
    const registered = await merchants.groupBy(sql`1`).execute();

    const points = new Map<string, StatisticsPoint>();
    const point = (key: string) => {
      let found = points.get(key);
      if (!found) {
        found = {
          period: key,
          newMerchants: 0,
          orderCount: 0,
          depositAmount: '0.00',
          consumeAmount: '0.00',
          refundAmount: '0.00',
        };
        points.set(key, found);
      }
      return found;
    };
    for (const row of trade) Object.assign(point(row.period), { ...row, orderCount: Number(row.orderCount) });
    for (const row of registered) point(row.period).newMerchants = Number(row.newMerchants);
    return [...points.values()].sort((a, b) => a.period.localeCompare(b.period));
  }

  private within(tenantId: string, range: StatisticsRange) {
    let query = this.db.selectFrom('prepaid_merchant_statistics as s').where('s.tenant_id', '=', tenantId);
    if (range.merchantId) query = query.where('s.merchant_id', '=', range.merchantId);
    if (range.from) query = query.where(sql<boolean>`s.stat_date >= ${range.from}::date`);
    if (range.to) query = query.where(sql<boolean>`s.stat_date <= ${range.to}::date`);
    return query;
  }

  /** A day's row as pages and exports show it: dates and money as text. */
  private rows(tenantId: string, query: ReturnType<typeof this.within>) {
    return query
      .leftJoin('prepaid_merchant as m', (join) =>
        join.onRef('m.id', '=', 's.merchant_id').on('m.tenant_id', '=', tenantId),
      )
      .select([
        sql<string>`to_char(s.stat_date, 'YYYY-MM-DD')`.as('statDate'),
        's.merchant_id as merchantId',
        'm.merchant_name as merchantName',
        's.order_count as orderCount',
        sql<string>`to_char(s.deposit_amount, 'FM9999999999999990.00')`.as('depositAmount'),
        sql<string>`to_char(s.consume_amount, 'FM9999999999999990.00')`.as('consumeAmount'),
        sql<string>`to_char(s.refund_amount, 'FM9999999999999990.00')`.as('refundAmount'),
      ]);
  }
}
