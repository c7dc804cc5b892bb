import type { Client } from 'pg';
import type { ChargeNotice } from '@infra/fake-bank/fake-bank-notifier';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';

/** The staged copy of the day's statement that the SQL baseline joins. */
export const statementTable = 'bench_statement_line';

/** Rows per INSERT when staging: a few megabytes of parameters each. */
const stageBatch = 50_000;

/**
 * A day of `lines` consumer payments received by the fake bank, each booked on its statement
 * of `date` as a charge into the supervised account. Answers the notices, in order: a line's
 * place is its `seq` below.
 */
export function receiveDayOfCharges(bank: FakeBank, date: string, lines: number): ChargeNotice[] {
  return Array.from({ length: lines }, (_, seq) =>
    bank.receivePayment({
      paymentNo: `RB-${seq}`,
      payerName: '基准',
      amount: 1000 + (seq % 50_000),
      valueDate: date,
    }),
  );
}

/**
 * The same lines in a table of their own (seq, bank serial, payment number, amount in fen), so
 * that our records can be made from them and the SQL baseline can join them. Not timed: the
 * baseline is given the statement already in the database.
 */
export async function stageStatement(client: Client, notices: readonly ChargeNotice[]): Promise<void> {
  await client.query(`
    CREATE TABLE ${statementTable} (
      seq integer PRIMARY KEY,
      bank_serial text NOT NULL,
      payment_no text NOT NULL,
      amount_fen bigint NOT NULL
    )`);
  for (let start = 0; start < notices.length; start += stageBatch) {
    const batch = notices.slice(start, start + stageBatch);
    await client.query(
      `INSERT INTO ${statementTable} (seq, bank_serial, payment_no, amount_fen)
       SELECT $1::int + ordinality - 1, serial, payment_no, amount
         FROM unnest($2::text[], $3::text[], $4::bigint[]) WITH ORDINALITY AS l(serial, payment_no, amount)`,
      [
        start,
        batch.map((notice) => notice.bankSerial),
        batch.map((notice) => notice.paymentNo),
        batch.map((notice) => notice.amount),
      ],
    );
  }
  await client.query(`VACUUM ANALYZE ${statementTable}`);
}

/**
 * How long the bank alone takes to send the day's statement file (its writing and the transfer,
 * read piece by piece as the product reads it, nothing parsed or kept): the part of the product's
 * first step that is the bank's, not the product's.
 */
export async function timeStatementSending(bank: FakeBank, date: string): Promise<StatementSending> {
  const started = performance.now();
  await (await fetch(`${bank.url}/statements/${date}`)).arrayBuffer();
  const { body } = await fetch(`${bank.url}/statements/${date}/lines`);
  let bytes = 0;
  for await (const piece of body!) bytes += piece.byteLength;
  return { ms: performance.now() - started, bytes };
}

export interface StatementSending {
  ms: number;
  /** The file's size. */
  bytes: number;
}
