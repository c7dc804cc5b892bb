import type { Client } from 'pg';
import { statementTable } from '@bench/reconciliation/bank-statement-day';

/** How many differences of each kind the day holds: a few, as on a real day. */
export const differencesPerKind = 10;

/** What reconciling the day must find, the difference kinds being the result codes of the read model. */
export interface ExpectedDay {
  /** The statement's lines, and those that match a deposit of ours (counted, not recorded one by one). */
  lines: number;
  matched: number;
  differences: number;
}

const tenantId = '300001';
// Ids of a range of their own, apart from the snowflakes the product makes.
const merchantId = '4100000000000000000';
const orderIds = '4200000000000000000';
const depositIds = '4300000000000000000';

/**
 * Our records of the day, straight into the read models the reconciliation reads (one paid
 * order and its deposit per charge), made from the staged statement with differences of each
 * kind: the first lines have no deposit (missing on our side), the next ones a deposit a fen
 * off (amount differs), and as many deposits of the day are on no line (missing at the bank),
 * every other one on an order already consumed from. Not timed: the bench measures the matching.
 */
export async function loadOurRecords(client: Client, date: string): Promise<ExpectedDay> {
  const { rows } = await client.query<{ lines: number }>(
    `SELECT count(*)::int AS lines FROM ${statementTable}`,
  );
  const lines = rows[0]!.lines;
  const k = differencesPerKind;
  if (lines < 2 * k) throw new Error(`a statement of ${lines} lines cannot hold the injected differences`);
  await client.query(
    `WITH ours AS (
       SELECT seq, bank_serial, payment_no,
              amount_fen + CASE WHEN seq < 2 * $1::int THEN 1 ELSE 0 END AS amount_fen,
              0 AS consumed_fen
         FROM ${statementTable} WHERE seq >= $1::int
       UNION ALL
       SELECT $2::int + j, 'NOT-AT-BANK-' || j, 'RB-NOT-AT-BANK-' || j, 1000, (j % 2) * 500
         FROM generate_series(0, $1::int - 1) AS j
     ), orders AS (
       INSERT INTO prepaid_order_info (id, tenant_id, merchant_id, payment_no, card_id, card_no, buyer_name,
         trade_amount, provision_ratio, paid_amount, frozen_amount, provision_amount, consumed_amount,
         create_time, update_time)
       SELECT $3::bigint + seq, $5, $6::bigint, payment_no, $3::bigint + seq, 'CARD-' || payment_no, '基准',
              amount_fen / 100.0, 0, amount_fen / 100.0, (amount_fen - consumed_fen) / 100.0, 0,
              consumed_fen / 100.0, now(), now()
         FROM ours
     )
     INSERT INTO prepaid_order_depository (id, tenant_id, bank_serial, payment_no, account_no, payer_name,
       amount, value_date, order_id, create_time, update_time)
     SELECT $4::bigint + seq, $5, bank_serial, payment_no, 'bench', '基准', amount_fen / 100.0, $7::date,
            $3::bigint + seq, now(), now()
       FROM ours`,
    [k, lines, orderIds, depositIds, tenantId, merchantId, date],
  );
  // Settled before either side is timed: otherwise autovacuum's pass over the million new rows
  // of each table lands in whichever side runs first.
  await client.query('VACUUM ANALYZE prepaid_order_info');
  await client.query('VACUUM ANALYZE prepaid_order_depository');
  return { lines, matched: lines - 2 * k, differences: 3 * k };
}
