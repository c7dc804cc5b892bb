import { withClient } from '@bench/support/with-client';

/** How the orders are spread: over `tenants` tenants, the first the bench's, each with `merchants` merchants. */
export interface OrderSpread {
  orders: number;
  tenants: number;
  merchants: number;
  benchTenant: string;
}

/** Big inserts in steps, so that a long load shows how far it has got. */
const batch = 500_000;
/** The orders were placed over two years, the newest now. */
const spanSeconds = 2 * 365 * 86_400;
const firstMerchantId = 5_000_000_000_000_000_000n;

/**
 * Merchant `index` of the bench's tenant (order g belongs to merchant g % (tenants × merchants),
 * whose tenant is g % tenants, so the bench tenant's merchants are the multiples of `tenants`).
 */
export function benchMerchantId({ tenants }: OrderSpread, index: number): string {
  return String(firstMerchantId + BigInt(index * tenants));
}

/**
 * Orders straight into the read model, as the projection writes them (the benchmark measures
 * reads, not how the rows were made): ids growing with time, one in ten still awaiting the bank,
 * the others deposited, being consumed, finished or refunded with balances to match. Then
 * VACUUM ANALYZE, as autovacuum would have done by the time a table is this size.
 */
export async function loadOrders(databaseUrl: string, spread: OrderSpread): Promise<void> {
  const { orders, tenants, merchants, benchTenant } = spread;
  await withClient(databaseUrl, async (client) => {
    for (let start = 1; start <= orders; start += batch) {
      const end = Math.min(start + batch - 1, orders);
      await client.query(
        `INSERT INTO prepaid_order_info (id, tenant_id, merchant_id, goods_id, payment_no, card_id, card_no,
           buyer_name, buyer_phone, trade_amount, contract_content, provision_ratio, paid_amount, frozen_amount,
           provision_amount, consumed_amount, create_user, create_dept, create_time, update_user, update_time, status)
         SELECT 7000000000000000000 + g,
           CASE WHEN g % $3 = 0 THEN $5 ELSE (400000 + g % $3)::text END,
           $6::bigint + g % ($3 * $4), NULL, 'PN' || g, 8000000000000000000 + g, '6217' || lpad(g::text, 12, '0'),
           '买家' || g, '138' || lpad((g % 100000000)::text, 8, '0'), o.trade, '预付卡消费合同', 1000,
           CASE WHEN o.status = 0 THEN 0 ELSE o.trade END,
           CASE o.status WHEN 1 THEN o.trade WHEN 2 THEN o.trade / 2 ELSE 0 END,
           CASE o.status WHEN 2 THEN o.trade / 20 WHEN 3 THEN o.trade / 10 ELSE 0 END,
           CASE o.status WHEN 2 THEN o.trade / 2 WHEN 3 THEN o.trade ELSE 0 END,
           NULL, NULL, o.placed, NULL, o.placed, o.status
         FROM generate_series($1::int, $2::int) AS g,
           LATERAL (SELECT (100 + (g % 50) * 20)::numeric(14, 2) AS trade,
                           now() - make_interval(secs => ($7::int - g) * $8::float8) AS placed,
                           (ARRAY[0, 1, 1, 1, 2, 2, 2, 3, 3, 4])[1 + g % 10] AS status) AS o`,
        [
          start,
          end,
          tenants,
          merchants,
          benchTenant,
          firstMerchantId.toString(),
          orders,
          spanSeconds / orders,
        ],
      );
      console.log(`  ${end.toLocaleString('en-US')} orders`);
    }
    await client.query('VACUUM ANALYZE prepaid_order_info');
  });
}
