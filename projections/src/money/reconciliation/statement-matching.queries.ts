import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
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
 */
export class StatementMatchingQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Charges against our deposits (those of the day and those the lines name): a line no deposit
   * has is missing ours; a deposit of the day on no line is missing at the bank (abnormal as a
   * consumption when its order spent from it); an amount apart differs; a match no order claims is
   * abnormal too.
   */
  async charges(runId: string, date: string): Promise<TenantOutcome[]> {
    return this.outcomes(sql`
      WITH ours AS (
        SELECT d.tenant_id, d.bank_serial, d.payment_no, (d.amount * 100)::bigint AS amount_fen,
               d.value_date = ${date}::date AS of_the_day, d.order_id, o.merchant_id,
               coalesce(o.paid_amount - o.frozen_amount, 0) > 0 AS consumed
          FROM prepaid_order_depository d LEFT JOIN prepaid_order_info o ON o.id = d.order_id
         WHERE d.value_date = ${date}::date OR d.bank_serial IN (SELECT bank_serial FROM ${staged(runId, 'charge')} AS named)),
      joined AS (
        SELECT line.bank_serial AS line_serial, line.payment_no AS line_payment_no, line.direction,
               line.amount_fen AS bank_fen, ours.*,
               CASE WHEN ours.bank_serial IS NULL THEN 'missingOurs'
                    WHEN line.bank_serial IS NULL THEN 'missingAtBank'
                    WHEN ours.amount_fen <> line.amount_fen THEN 'amountDiffers'
                    ELSE 'matched' END AS result
          FROM ${staged(runId, 'charge')} AS line FULL JOIN ours ON ours.bank_serial = line.bank_serial
         WHERE line.bank_serial IS NOT NULL OR ours.of_the_day
        OFFSET 0)
      SELECT tenant_id AS our_tenant_id, CASE WHEN result = 'missingOurs' THEN ${platformTenantId}::text ELSE tenant_id END AS tenant_id,
             'charge'::text AS kind, result,
             CASE WHEN result = 'missingAtBank' AND consumed THEN 'consume'
                  WHEN result = 'matched' AND order_id IS NOT NULL THEN NULL
                  ELSE 'depository' END AS abnormal,
             coalesce(bank_serial, line_serial) AS bank_serial, NULL::text AS serial,
             coalesce(payment_no, line_payment_no) AS payment_no, order_id::text AS order_id,
             merchant_id::text AS merchant_id, bank_fen, amount_fen AS our_fen, direction,
             CASE WHEN of_the_day THEN amount_fen ELSE 0 END AS our_net_fen
        FROM joined`);
  }

  /**
   * Transfers (cut-payments) or refunds against our instructions (those executed that day and those
   * the lines name, whatever their state): a line whose serial we hold as not executed, or not at
   * all, is missing ours; one executed that day on no line is missing at the bank; an amount apart
   * differs.
   */
  async instructions(kind: keyof typeof instructions, runId: string, date: string): Promise<TenantOutcome[]> {
    const { table, executed, abnormal } = instructions[kind];
    return this.outcomes(sql`
      WITH ours AS (
        SELECT tenant_id, merchant_id, serial, (amount * 100)::bigint AS amount_fen,
               status = ${executed} AS executed, status = ${executed} AND value_date = ${date}::date AS of_the_day
          FROM ${sql.table(table)}
         WHERE serial IS NOT NULL
           AND ((value_date = ${date}::date AND status = ${executed}) OR serial IN (SELECT serial FROM ${staged(runId, kind)} AS named))),
      joined AS (
        SELECT line.bank_serial AS line_serial, line.serial AS line_serial_ours, line.payment_no AS line_payment_no,
               line.direction, line.amount_fen AS bank_fen, ours.*,
               CASE WHEN line.bank_serial IS NULL THEN 'missingAtBank'
                    WHEN ours.serial IS NULL OR NOT ours.executed THEN 'missingOurs'
                    WHEN ours.amount_fen <> line.amount_fen THEN 'amountDiffers'
                    ELSE 'matched' END AS result
          FROM ${staged(runId, kind)} AS line FULL JOIN ours ON ours.serial = line.serial
         WHERE line.bank_serial IS NOT NULL OR ours.of_the_day
        OFFSET 0)
      SELECT tenant_id AS our_tenant_id, coalesce(tenant_id, ${platformTenantId}::text) AS tenant_id, ${kind}::text AS kind, result,
             CASE WHEN result = 'matched' THEN NULL ELSE ${abnormal}::text END AS abnormal,
             line_serial AS bank_serial,
             CASE WHEN result = 'missingOurs' THEN line_serial_ours ELSE serial END AS serial,
             CASE WHEN result = 'missingOurs' THEN line_payment_no END AS payment_no,
             NULL::text AS order_id, merchant_id::text AS merchant_id, bank_fen,
             CASE WHEN result <> 'missingOurs' THEN amount_fen END AS our_fen, direction,
             CASE WHEN of_the_day THEN -amount_fen ELSE 0 END AS our_net_fen
        FROM joined`);
  }

  /**
   * `compared` (a row per line or record of ours: our record's tenant, the item's tenant, kind,
   * result, abnormal and columns, the line's direction and what ours of the day moved) gathered
   * by our record's tenant: a column of the read model, whose few values the planner knows, so
   * that it gathers in one hash rather than sorting the day. (The joins behind OFFSET 0 work out
   * each row's result once, not once per use.)
   */
  private async outcomes(compared: RawBuilder<unknown>): Promise<TenantOutcome[]> {
    const { rows } = await sql<TenantOutcome>`
      WITH compared AS (${compared})
      SELECT our_tenant_id AS "tenantId", kind,
             (count(*) FILTER (WHERE clean))::int AS "matchedCount",
             coalesce(sum(bank_fen) FILTER (WHERE clean), 0)::float8 AS "matchedFen",
             coalesce(jsonb_agg(jsonb_build_object(
               'tenantId', tenant_id, 'kind', kind, 'result', result, 'abnormal', abnormal,
               'bankSerial', bank_serial, 'serial', serial, 'paymentNo', payment_no,
               'orderId', order_id, 'merchantId', merchant_id,
               'bankAmountFen', bank_fen, 'ourAmountFen', our_fen)) FILTER (WHERE NOT clean), '[]') AS items,
             (count(bank_fen))::int AS lines,
             coalesce(sum(CASE direction WHEN 'in' THEN bank_fen ELSE -bank_fen END), 0)::float8 AS "bankNetFen",
             coalesce(sum(our_net_fen), 0)::float8 AS "ourNetFen"
        FROM (SELECT *, result = 'matched' AND abnormal IS NULL AS clean FROM compared) AS gathered
       GROUP BY our_tenant_id, kind`.execute(this.db);
    return rows;
  }
}
