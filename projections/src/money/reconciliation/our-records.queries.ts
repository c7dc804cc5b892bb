import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { cutPaymentStatus } from '@services/money/cut-payment/cut-payment.events';
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

/** A cut-payment as our applications record it, under its latest serial. */
export interface OurTransfer {
  tenantId: string;
  merchantId: string;
  serial: string;
  amountFen: number;
  /** Recorded as executed by the bank, on the UTC date of that record; null while it is not. */
  executedOn: string | null;
}

/** Serials per query: a statement of many lines is read in chunks, each one index lookup. */
const chunkSize = 1000;

/**
 * What our records say of a bank day, across every tenant (the supervised account is the
 * platform's): the reconciliation job's reads (statement-matching.ts). Each read takes the
 * records the statement names, whatever their date, and those of the day.
 */
export class OurRecordsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async deposits(date: string, bankSerials: readonly string[]): Promise<OurDeposit[]> {
    const rows = await chunked(bankSerials, (serials) =>
      this.db
        .selectFrom('prepaid_order_depository as d')
        .leftJoin('prepaid_order_info as o', 'o.id', 'd.order_id')
        .where((eb) => {
          const ofTheDay = sql<boolean>`d.value_date = ${date}::date`;
          return serials.length > 0 ? eb.or([ofTheDay, eb('d.bank_serial', 'in', serials)]) : ofTheDay;
        })
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
        .execute(),
    );
    return unique(rows, 'bankSerial').map(({ amount, consumed, ...row }) => ({
      ...row,
      amountFen: fenOf(amount),
      consumedFen: fenOf(consumed),
    }));
  }

  async transfers(date: string, serials: readonly string[]): Promise<OurTransfer[]> {
    const rows = await chunked(serials, (chunk) =>
      this.db
        .selectFrom('prepaid_cut_payment_apply')
        .where('serial', 'is not', null)
        .where((eb) => {
          const executedThatDay = eb.and([
            eb('status', '=', cutPaymentStatus.succeeded),
            sql<boolean>`(update_time at time zone 'UTC')::date = ${date}::date`,
          ]);
          return chunk.length > 0 ? eb.or([executedThatDay, eb('serial', 'in', chunk)]) : executedThatDay;
        })
        .select([
          'tenant_id as tenantId',
          'merchant_id as merchantId',
          'serial',
          sql<string>`amount::text`.as('amount'),
          'status',
          sql<string>`(update_time at time zone 'UTC')::date::text`.as('updatedOn'),
        ])
        .execute(),
    );
    return unique(rows, 'serial').map(({ amount, status, updatedOn, serial, ...row }) => ({
      ...row,
      serial: serial!,
      amountFen: fenOf(amount),
      executedOn: status === cutPaymentStatus.succeeded ? updatedOn : null,
    }));
  }
}

/** Runs `read` over chunks of `keys` (once with none when there are none) and joins the rows. */
async function chunked<Row>(keys: readonly string[], read: (chunk: string[]) => Promise<Row[]>) {
  const chunks: string[][] = [];
  for (let start = 0; start < keys.length; start += chunkSize)
    chunks.push(keys.slice(start, start + chunkSize));
  const results: Row[][] = [];
  for (const chunk of chunks.length > 0 ? chunks : [[]]) results.push(await read(chunk));
  return results.flat();
}

/** Rows of the day come back with every chunk: each once. */
function unique<Row, Key extends keyof Row>(rows: Row[], key: Key): Row[] {
  return [...new Map(rows.map((row) => [row[key], row])).values()];
}
