import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { startOfWireDay } from '@projections/support/wire-days';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';

/** One merchant's business on a bank day, as merchant statistics record it (two-decimal yuan). */
export interface MerchantDayFigures {
  tenantId: string;
  merchantId: string;
  /** Orders whose money arrived that day. */
  orderCount: number;
  depositAmount: string;
  consumeAmount: string;
  refundAmount: string;
}

/**
 * The figures reconciliation records for each merchant with business on a day, across every
 * tenant: charges deposited against its orders with the bank's value date of the day, what its
 * orders consumed on the wire's calendar day, and refunds the bank executed that day.
 */
export class MerchantDayFiguresQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async of(date: string): Promise<MerchantDayFigures[]> {
    const nextDay = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const { rows } = await sql<MerchantDayFigures>`
      WITH deposited AS (
        SELECT o.tenant_id, o.merchant_id, count(DISTINCT d.order_id)::int AS orders, sum(d.amount) AS amount
          FROM prepaid_order_depository d JOIN prepaid_order_info o ON o.id = d.order_id
         WHERE d.value_date = ${date}::date
         GROUP BY o.tenant_id, o.merchant_id),
      consumed AS (
        SELECT o.tenant_id, o.merchant_id, sum(c.consume_amount) AS amount
          FROM prepaid_order_consume c JOIN prepaid_order_info o ON o.id = c.order_id
         WHERE c.create_time >= ${startOfWireDay(date)}
           AND c.create_time < ${startOfWireDay(nextDay)}
         GROUP BY o.tenant_id, o.merchant_id),
      refunded AS (
        SELECT tenant_id, merchant_id, sum(amount) AS amount
          FROM prepaid_refund_order
         WHERE value_date = ${date}::date AND status = ${refundOrderStatus.refunded}
         GROUP BY tenant_id, merchant_id)
      SELECT tenant_id AS "tenantId", merchant_id::text AS "merchantId",
             coalesce(deposited.orders, 0) AS "orderCount",
             coalesce(deposited.amount, 0)::numeric(14, 2)::text AS "depositAmount",
             coalesce(consumed.amount, 0)::numeric(14, 2)::text AS "consumeAmount",
             coalesce(refunded.amount, 0)::numeric(14, 2)::text AS "refundAmount"
        FROM deposited
        FULL JOIN consumed USING (tenant_id, merchant_id)
        FULL JOIN refunded USING (tenant_id, merchant_id)
       ORDER BY tenant_id, merchant_id`.execute(this.db);
    return rows;
  }
}
