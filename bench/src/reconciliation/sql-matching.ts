import type { Client } from 'pg';
import { statementTable } from '@bench/reconciliation/bank-statement-day';

/** Where the baseline writes what it finds, as the product writes its differences to prepaid_reconciliation. */
const differenceTable = 'bench_sql_difference';

export async function createDifferenceTable(client: Client): Promise<void> {
  await client.query(`
    CREATE TABLE ${differenceTable} (
      bank_serial text NOT NULL,
      status integer NOT NULL,
      abnormal_kind text NOT NULL,
      bank_amount numeric(14, 2),
      our_amount numeric(14, 2)
    )`);
}

/**
 * The baseline: the day's matching of charges as one statement, written as the product writes
 * its own (statement-matching.queries.ts): the staged statement FULL OUTER JOIN our deposits on
 * the bank's serial, kept where there is a line or the deposit is of the day, each side read
 * once; the differences written with the read model's result codes (1 missing ours, 2 missing at
 * the bank, 3 amount differs) and abnormal kinds, what an order consumed read for the
 * differences only. Without JIT, as the product matches: both sides pay the same for the same
 * work. Answers its time in ms.
 */
export async function matchWithSql(client: Client, date: string): Promise<number> {
  await client.query('SET jit = off');
  const started = performance.now();
  await client.query(
    `INSERT INTO ${differenceTable} (bank_serial, status, abnormal_kind, bank_amount, our_amount)
     SELECT coalesce(s.bank_serial, d.bank_serial),
            CASE WHEN d.bank_serial IS NULL THEN 1 WHEN s.bank_serial IS NULL THEN 2 ELSE 3 END,
            CASE WHEN s.bank_serial IS NULL
                      AND (SELECT o.paid_amount - o.frozen_amount FROM prepaid_order_info AS o WHERE o.id = d.order_id) > 0
                 THEN 'consume' ELSE 'depository' END,
            s.amount_fen / 100.0, d.amount
       FROM ${statementTable} AS s
       FULL OUTER JOIN prepaid_order_depository AS d ON d.bank_serial = s.bank_serial
      WHERE (s.bank_serial IS NOT NULL OR d.value_date = $1::date)
        AND (s.bank_serial IS NULL OR d.bank_serial IS NULL OR d.amount * 100 <> s.amount_fen)`,
    [date],
  );
  return performance.now() - started;
}

/** Each side's differences as comparable lines: serial, result, abnormal kind, the amounts. */
export async function differencesOfBoth(
  client: Client,
  date: string,
): Promise<{ product: string[]; sql: string[] }> {
  const lines = async (query: string, values: unknown[] = []) =>
    (await client.query<{ line: string }>(query, values)).rows.map(({ line }) => line);
  const amount = (column: string) => `coalesce(${column}::text, '-')`;
  const columns = `concat_ws(' ', bank_serial, status, abnormal_kind, ${amount('bank_amount')}, ${amount('our_amount')}) AS line`;
  return {
    product: await lines(
      `SELECT ${columns} FROM prepaid_reconciliation WHERE recon_date = $1::date AND status <> 0 ORDER BY 1`,
      [date],
    ),
    sql: await lines(`SELECT ${columns} FROM ${differenceTable} ORDER BY 1`),
  };
}
