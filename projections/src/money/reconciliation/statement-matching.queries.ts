import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { withTransactionSettings } from '@platform/database/transaction-settings';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
import type { ReconciliationItem } from '@services/money/reconciliation/reconciliation.events';
import type { LineKind } from '@services/money/reconciliation/reconciliation.wire';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';

/**
 * A kind's matching, gathered by the tenant of our records: what matched, and what did not (its
 * items, each naming its own tenant; ids to come).
 */
export interface TenantOutcome {
  /** Null for the lines no record of ours has. */
  tenantId: string | null;
  kind: LineKind;
  matchedCount: number;
  matchedFen: number;
  items: Array<Omit<ReconciliationItem, 'id'>>;
  /** The statement lines that fell to this tenant, what they moved (in less out), and what our records of the day moved. */
  lines: number;
  bankNetFen: number;
  ourNetFen: number;
}

/** A run's staged lines of one kind (migration 0212). */
const staged = (runId: string, kind: string) => sql`
  (SELECT bank_serial, serial, payment_no, direction, amount_fen FROM prepaid_reconciliation_staged_line
    WHERE run_id = ${runId} AND kind = ${kind}::text)`;

/** The instructions the platform sends: their read model, executed status and abnormal kind. */
const instructions = {
  transfer: {
    table: 'prepaid_cut_payment_apply',
    executed: cutPaymentStatus.succeeded,
    abnormal: 'instruction',
  },
  refund: { table: 'prepaid_refund_order', executed: refundOrderStatus.refunded, abnormal: 'refund' },
} as const;

/**
 * The day's matching (MONEY.md §6) as one statement per kind, over the statement lines a run
 * staged (prepaid_reconciliation_staged_line) and our read models, across every tenant (the
 * supervised account is the platform's). A charge is matched by the bank's serial against our
 * deposits, a transfer or refund by our serial against the instructions; then what we recorded
 * for the day that the statement lacks. Each answers, per tenant, the count and sum of what
 * matched and the items of what did not: a day of a million lines answers a few rows.
 *
 * Each statement is one FULL JOIN of the lines and our records of any day, kept where there is a
 * line or our record is of the day: one hash join, each side read once. (A join of the lines
 * and, beside it, an anti-join of the day's records read and hashed the million lines twice:
 * 0.4–0.6 s more of a 2 s statement.) It reads the whole table of our records, as joining a large
 * day by serial does anyway; a small day on a long history pays that scan once a night, where the
 * two joins would have walked the indexes.
 */
export class StatementMatchingQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Charges against our deposits: a line no deposit has is missing ours; a deposit of the day on
   * no line is missing at the bank (abnormal as a consumption when its order spent from it); an
   * amount apart differs; a match no order claims is abnormal too. The order of a deposit is read
   * for the differences only.
   */
  async charges(runId: string, date: string): Promise<TenantOutcome[]> {
    const compared = sql`
      SELECT *, coalesce(line_serial IS NOT NULL AND amount_fen = bank_fen AND order_id IS NOT NULL, false) AS clean
        FROM (
          SELECT d.tenant_id, line.bank_serial AS line_serial, line.payment_no AS line_payment_no,
                 line.direction, line.amount_fen AS bank_fen, d.bank_serial, d.payment_no,
                 (d.amount * 100)::bigint AS amount_fen, coalesce(d.value_date = ${date}::date, false) AS of_the_day,
                 d.order_id
            FROM ${staged(runId, 'charge')} AS line
            FULL JOIN prepaid_order_depository d ON d.bank_serial = line.bank_serial
           WHERE line.bank_serial IS NOT NULL OR d.value_date = ${date}::date
        ) AS compared`;
    const order = (column: string) =>
      sql`(SELECT ${sql.raw(column)} FROM prepaid_order_info o WHERE o.id = order_id)`;
    return this.outcomes({
      kind: 'charge',
      compared,
      ourSign: 1,
      result: sql`CASE WHEN bank_serial IS NULL THEN 'missingOurs'
                       WHEN line_serial IS NULL THEN 'missingAtBank'
                       WHEN amount_fen <> bank_fen THEN 'amountDiffers'
                       ELSE 'matched' END`,
      item: sql`jsonb_build_object(
        'tenantId', CASE WHEN result = 'missingOurs' THEN ${platformTenantId}::text ELSE tenant_id END,
        'kind', 'charge', 'result', result,
        'abnormal', CASE WHEN result = 'missingAtBank' AND coalesce(${order('o.paid_amount - o.frozen_amount > 0')}, false)
                         THEN 'consume' ELSE 'depository' END,
        'bankSerial', coalesce(bank_serial, line_serial), 'serial', NULL,
        'paymentNo', coalesce(payment_no, line_payment_no), 'orderId', order_id::text,
        'merchantId', ${order('o.merchant_id::text')}, 'bankAmountFen', bank_fen, 'ourAmountFen', amount_fen)`,
    });
  }

  /**
   * Transfers (cut-payments) or refunds against our instructions: a line whose serial we hold as
   * not executed, or not at all, is missing ours; one executed that day on no line is missing at
   * the bank; an amount apart differs.
   */
  async instructions(kind: keyof typeof instructions, runId: string, date: string): Promise<TenantOutcome[]> {
    const { table, executed, abnormal } = instructions[kind];
    const compared = sql`
      SELECT *, coalesce(line_serial IS NOT NULL AND executed AND amount_fen = bank_fen, false) AS clean
        FROM (
          SELECT i.tenant_id, i.merchant_id, line.bank_serial AS line_serial, line.serial AS line_serial_ours,
                 line.payment_no AS line_payment_no, line.direction, line.amount_fen AS bank_fen, i.serial,
                 (i.amount * 100)::bigint AS amount_fen, i.status = ${executed} AS executed,
                 coalesce(i.status = ${executed} AND i.value_date = ${date}::date, false) AS of_the_day
            FROM ${staged(runId, kind)} AS line
            FULL JOIN ${sql.table(table)} i ON i.serial = line.serial
           WHERE line.bank_serial IS NOT NULL
              OR (i.value_date = ${date}::date AND i.status = ${executed} AND i.serial IS NOT NULL)
        ) AS compared`;
    return this.outcomes({
      kind,
      compared,
      ourSign: -1,
      result: sql`CASE WHEN line_serial IS NULL THEN 'missingAtBank'
                       WHEN serial IS NULL OR NOT executed THEN 'missingOurs'
                       WHEN amount_fen <> bank_fen THEN 'amountDiffers'
                       ELSE 'matched' END`,
      item: sql`jsonb_build_object(
        'tenantId', coalesce(tenant_id, ${platformTenantId}::text), 'kind', ${kind}::text, 'result', result,
        'abnormal', ${abnormal}::text, 'bankSerial', line_serial,
        'serial', CASE WHEN result = 'missingOurs' THEN line_serial_ours ELSE serial END,
        'paymentNo', CASE WHEN result = 'missingOurs' THEN line_payment_no END, 'orderId', NULL,
        'merchantId', merchant_id::text, 'bankAmountFen', bank_fen,
        'ourAmountFen', CASE WHEN result <> 'missingOurs' THEN amount_fen END)`,
    });
  }

  /**
   * `compared` (a row per line or record of ours: our record's tenant, whether it simply matched,
   * the line's amount and direction, our amount and whether it is of the day, and the columns
   * `result` and `item` make a difference's item of) gathered by our record's tenant. OFFSET 0
   * keeps each row's columns worked out once, not once per use.
   *
   * Whatever serves the differences only — `result`, named inside `item` — is worked out in the
   * items' aggregate, whose FILTER comes before its arguments: for a few rows of a million, not
   * for every row as a column of `compared` would be (0.3–0.4 s of a 2 s statement over a million
   * lines). Our net of the day is a filtered sum for the same reason.
   *
   * Without JIT: over a day of a million lines the planner's estimate calls for compiling every
   * expression with inlining and optimisation, which took 0.8–1.0 s of a 3 s statement (EXPLAIN
   * ANALYZE's JIT timing) and saved less; the statement runs once a day and scans, it has no
   * inner loop that compiled code would repay.
   */
  private outcomes({ kind, compared, ourSign, result, item }: KindMatching) {
    return withTransactionSettings(this.db, { jit: 'off' }, async (trx) => {
      const { rows } = await sql<TenantOutcome>`
      SELECT tenant_id AS "tenantId", ${kind}::text AS kind,
             (count(*) FILTER (WHERE clean))::int AS "matchedCount",
             coalesce(sum(bank_fen) FILTER (WHERE clean), 0)::float8 AS "matchedFen",
             coalesce(jsonb_agg((SELECT ${item} FROM (SELECT ${result} AS result) AS difference))
                        FILTER (WHERE NOT clean), '[]') AS items,
             (count(bank_fen))::int AS lines,
             coalesce(sum(CASE direction WHEN 'in' THEN bank_fen ELSE -bank_fen END), 0)::float8 AS "bankNetFen",
             (${ourSign}::int * coalesce(sum(amount_fen) FILTER (WHERE of_the_day), 0))::float8 AS "ourNetFen"
        FROM (${compared} OFFSET 0) AS compared
       GROUP BY tenant_id`.execute(trx);
      return rows;
    });
  }
}

/** One kind's matching, as `outcomes` gathers it. */
interface KindMatching {
  kind: LineKind;
  /** A row per line or record of ours: see `outcomes`. */
  compared: RawBuilder<unknown>;
  /** Whether our amounts of the day come in (charges) or go out (instructions). */
  ourSign: 1 | -1;
  /** The row's result (matched, missingOurs, missingAtBank, amountDiffers), from `compared`'s columns. */
  result: RawBuilder<unknown>;
  /** A difference's item, from `compared`'s columns and `result`. */
  item: RawBuilder<unknown>;
}
