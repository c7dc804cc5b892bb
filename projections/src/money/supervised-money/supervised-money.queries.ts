import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { startOfWireDay, wireDayOf } from '@projections/support/wire-days';
import { fenOf, yuanOf } from '@services/money/amount.wire';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';

/** Yuan text ("128.00") per wire day; days when nothing moved are absent. */
export type YuanPerDay = ReadonlyMap<string, string>;

/** The money that moved on each day: charges the bank notified, consumption reported, refunds paid. */
export interface MoneyMovedPerDay {
  deposits: YuanPerDay;
  consumption: YuanPerDay;
  refunds: YuanPerDay;
}

/** The sum of a money column as yuan text with two places, "0.00" over no rows. */
const yuanSum = (column: string) =>
  sql<string>`coalesce(sum(${sql.ref(column)}), 0)::numeric(14, 2)::text`.as('amount');

/**
 * The supervised account as one tenant's read models see it (MONEY.md §4), for the home page:
 * what it holds now and what moved through it each day. Each read is served by its table's
 * tenant-first index.
 */
export class SupervisedMoneyQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * What the supervised account holds for the tenant, yuan text: the ledger's `bank:supervised`
   * mirror from the read models. In: every charge the bank notified, counted on the order it
   * paid (an operator may match a charge of the platform's suspense to another tenant's order)
   * or, while no order claims it, on the suspense of the tenant it came to. Out: the
   * cut-payments and refunds the bank executed; one still pending is held until it answers, as
   * the ledger holds it.
   */
  async heldAtTheBank(tenantId: string): Promise<string> {
    const sums = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('prepaid_order_info')
          .where('tenant_id', '=', tenantId)
          .select(yuanSum('paid_amount'))
          .as('paid'),
        eb
          .selectFrom('prepaid_order_depository')
          .where('tenant_id', '=', tenantId)
          .where('order_id', 'is', null)
          .select(yuanSum('amount'))
          .as('unclaimed'),
        eb
          .selectFrom('prepaid_cut_payment_apply')
          .where('tenant_id', '=', tenantId)
          .where('status', '=', cutPaymentStatus.succeeded)
          .select(yuanSum('amount'))
          .as('transferred'),
        eb
          .selectFrom('prepaid_refund_order')
          .where('tenant_id', '=', tenantId)
          .where('status', '=', refundOrderStatus.refunded)
          .select(yuanSum('amount'))
          .as('refunded'),
      ])
      .executeTakeFirstOrThrow();
    const fen = (yuan: string | null) => fenOf(yuan ?? '0');
    return yuanOf(fen(sums.paid) + fen(sums.unclaimed) - fen(sums.transferred) - fen(sums.refunded));
  }

  /**
   * The money moved on each wire day from `firstDay` on: the consumption reported, and what
   * moved at the bank on the bank's value date (effective-times.ts): the charges notified
   * (matched or not) and the refunds it paid. A notice that arrives late, or a refund approved
   * one day and paid the next, counts on the day the bank moved the money.
   */
  async movedPerDay(tenantId: string, firstDay: string): Promise<MoneyMovedPerDay> {
    const since = startOfWireDay(firstDay);
    const [deposits, consumption, refunds] = await Promise.all([
      this.valuedPerDay('prepaid_order_depository', tenantId, firstDay).execute(),
      this.db
        .selectFrom('prepaid_order_consume')
        .where('tenant_id', '=', tenantId)
        .where('create_time', '>=', since)
        .select([wireDayOf('create_time').as('day'), yuanSum('consume_amount')])
        .groupBy(sql`1`)
        .execute(),
      this.valuedPerDay('prepaid_refund_order', tenantId, firstDay)
        .where('status', '=', refundOrderStatus.refunded)
        .execute(),
    ]);
    const perDay = (rows: Array<{ day: string; amount: string }>): YuanPerDay =>
      new Map(rows.map((row) => [row.day, row.amount]));
    return { deposits: perDay(deposits), consumption: perDay(consumption), refunds: perDay(refunds) };
  }

  /** The tenant's amounts of a table of bank movements, summed per value date from `firstDay` on. */
  private valuedPerDay(
    table: 'prepaid_order_depository' | 'prepaid_refund_order',
    tenantId: string,
    firstDay: string,
  ) {
    return this.db
      .selectFrom(table)
      .where('tenant_id', '=', tenantId)
      .where('value_date', '>=', sql<Date>`${firstDay}::date`)
      .select([sql<string>`value_date::text`.as('day'), yuanSum('amount')])
      .groupBy(sql`1`);
  }
}
