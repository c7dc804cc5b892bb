import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
import { refundOrderStatus } from '@services/money/refund-order/refund-order.events';
import { fenOf } from '@services/money/amount.wire';

/** A charge as our deposits record it, with the order it was frozen against (if any). */
export interface OurDeposit {
  tenantId: string;
  bankSerial: string;
  paymentNo: string;
  amountFen: number;
  valueDate: string;
  orderId: string | null;
  merchantId: string | null;
  /** What the order has consumed: money spent that the bank must have received. */
  consumedFen: number;
}

/** A cut-payment or a refund as our records hold it, under its latest serial. */
export interface OurInstruction {
  tenantId: string;
  merchantId: string;
  serial: string;
  amountFen: number;
  /** Recorded as executed by the bank: the bank's business date of it; null while it is not. */
  executedOn: string | null;
}

/** The read models of the instructions the platform sends, and the status of an executed one. */
const instructionTables = {
  transfer: { table: 'prepaid_cut_payment_apply', executed: cutPaymentStatus.succeeded },
  refund: { table: 'prepaid_refund_order', executed: refundOrderStatus.refunded },
} as const;

/** Serials per query for the named records beyond the day's: each chunk one index lookup. */
const chunkSize = 1000;

/**
 * What our records say of a bank day, across every tenant (the supervised account is the
 * platform's): the reconciliation job's reads (statement-matching.ts). Each read takes the
 * records the statement names, whatever their date, and those of the day: the day's in one
 * query, then only the named ones the day lacks, so that a statement of many lines costs one
 * pass over the day rather than one per chunk.
 */
export class OurRecordsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async deposits(date: string, bankSerials: readonly string[]): Promise<OurDeposit[]> {
    const read = (filter: RawBuilder<boolean>) =>
      this.db
        .selectFrom('prepaid_order_depository as d')
        .leftJoin('prepaid_order_info as o', 'o.id', 'd.order_id')
        .where(filter)
        .select([
          'd.tenant_id as tenantId',
          'd.bank_serial as bankSerial',
          'd.payment_no as paymentNo',
          sql<string>`d.amount::text`.as('amount'),
          sql<string>`d.value_date::text`.as('valueDate'),
          'd.order_id as orderId',
          'o.merchant_id as merchantId',
          sql<string>`coalesce(o.paid_amount - o.frozen_amount, 0)::text`.as('consumed'),
        ])
        .execute();
    const rows = await ofTheDayAndNamed(
      () => read(sql<boolean>`d.value_date = ${date}::date`),
      bankSerials,
      (chunk) => read(sql<boolean>`d.bank_serial IN (${sql.join(chunk)})`),
      'bankSerial',
    );
    return rows.map(({ amount, consumed, ...row }) => ({
      ...row,
      amountFen: fenOf(amount),
      consumedFen: fenOf(consumed),
    }));
  }

  /** The cut-payments (`transfer`) or refunds the bank executed that day, and those `serials` name. */
  async instructions(
    kind: keyof typeof instructionTables,
    date: string,
    serials: readonly string[],
  ): Promise<OurInstruction[]> {
    const { table, executed } = instructionTables[kind];
    const read = (filter: RawBuilder<boolean>) =>
      this.db
        .selectFrom(table)
        .where('serial', 'is not', null)
        .where(filter)
        .select([
          'tenant_id as tenantId',
          'merchant_id as merchantId',
          'serial',
          sql<string>`amount::text`.as('amount'),
          'status',
          sql<string | null>`value_date::text`.as('valueDate'),
        ])
        .execute();
    const rows = await ofTheDayAndNamed(
      () => read(sql<boolean>`value_date = ${date}::date AND status = ${executed}`),
      serials,
      (chunk) => read(sql<boolean>`serial IN (${sql.join(chunk)})`),
      'serial',
    );
    return rows.map(({ amount, status, valueDate, serial, ...row }) => ({
      ...row,
      serial: serial!,
      amountFen: fenOf(amount),
      executedOn: status === executed ? valueDate : null,
    }));
  }
}

/**
 * The day's rows, then the rows `keys` name that are not among them, a chunk per query: each
 * row once (the last read should two rows hold one key).
 */
async function ofTheDayAndNamed<Row, Key extends keyof Row>(
  ofTheDay: () => Promise<Row[]>,
  keys: readonly string[],
  named: (chunk: string[]) => Promise<Row[]>,
  key: Key,
): Promise<Row[]> {
  const rows = await ofTheDay();
  const held = new Set<unknown>(rows.map((row) => row[key]));
  const beyond = [...new Set(keys)].filter((name) => !held.has(name));
  for (let start = 0; start < beyond.length; start += chunkSize)
    rows.push(...(await named(beyond.slice(start, start + chunkSize))));
  return [...new Map(rows.map((row) => [row[key], row])).values()];
}
