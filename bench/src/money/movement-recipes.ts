import type { FundedOrder } from '@bench/money/funded-orders';
import type { HttpRecipe, PostingsRecipe } from '@bench/support/load/load-recipe';
import { withClient } from '@bench/support/with-client';
import { yuanOf } from '@services/money/amount.wire';
import { merchantPayable, orderFrozen, orderProvision } from '@services/money/ledger/ledger-accounts';
import { transfer } from '@services/money/ledger/ledger-transaction';
import { splitConsumption } from '@services/money/ledger/provision-split';

/**
 * The consumer side reports a consumption of `fen` (orderInfoConsume/report), each request on
 * the next order in turn: validated, decided on the order's folded stream, appended with its
 * ledger transaction, and answered once the read models show it.
 */
export function consumptionRecipe(
  productUrl: string,
  headers: HttpRecipe['headers'],
  orders: readonly FundedOrder[],
  fen: number,
): HttpRecipe {
  return {
    kind: 'http',
    method: 'POST',
    url: `${productUrl}/api/prepaid-transaction/orderInfoConsume/report`,
    headers,
    body: JSON.stringify({ orderId: '{{item}}', consumeAmount: yuanOf(fen) }),
    items: orders.map((order) => order.id),
  };
}

/**
 * The same movements as plain rows: for each order in the same turn, the postings its
 * consumption of `fen` makes (the order's frozen money to its merchant's payable and its
 * provision, built by the product's own ledger functions), into a postings table of their own
 * on the same database.
 */
export async function plainPostingsRecipe(
  databaseUrl: string,
  orders: readonly FundedOrder[],
  fen: number,
): Promise<PostingsRecipe> {
  const table = 'bench_ledger_posting';
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${table} (
         transaction_id int8 NOT NULL, kind text NOT NULL, account text NOT NULL, amount int8 NOT NULL,
         PRIMARY KEY (transaction_id, account))`,
    );
  });
  const movements = orders.map((order) => {
    const { payableFen, provisionFen } = splitConsumption(fen, order.provisionRatioBp);
    return transfer('plain', 'consumption', orderFrozen(order.id), [
      { account: merchantPayable(order.merchantId), amount: payableFen },
      { account: orderProvision(order.id), amount: provisionFen },
    ]).postings;
  });
  return { kind: 'postings', databaseUrl, table, transactionKind: 'consumption', movements };
}
