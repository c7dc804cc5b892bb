import { isDeepStrictEqual } from 'node:util';
import { apiCall } from '@platform/http/api-client';
import { getting, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { alternately, rateOf } from '@bench/support/load/loads-in-turn';
import { orderViewCode, readOrderPage } from '@bench/money/bare-order-page';
import { benchMerchantId, loadOrders, type OrderSpread } from '@bench/money/order-rows';
import { createBenchTenant } from '@bench/support/bench-tenant';
import { commandLine, failuresOf, figuresTable, ratioLine } from '@bench/support/load/figures-report';
import type { HttpRecipe, LoadFigures } from '@bench/support/load/load-recipe';
import { signIn } from '@bench/support/sign-in';

/** The product's route measured; the bare route answers at the same path. */
const orderPage = '/api/prepaid-transaction/orderInfo/page';

/**
 * GET prepaid-transaction/orderInfo/page page 1 (newest first, 10 a page) over `BENCH_ORDERS`
 * orders (5,000,000) of 20 tenants with 100 merchants each, read by the administrator of one of
 * them, unfiltered and filtered by one merchant: through the whole product in its own process,
 * beside a bare Fastify route that checks the same token, session and grant, reads under
 * row-level security with the same two statements and answers the same JSON; loads from a
 * process of their own, each twice, in turn.
 */
const spread: OrderSpread = {
  orders: Number(process.env.BENCH_ORDERS ?? 5_000_000),
  tenants: 20,
  merchants: 100,
  benchTenant: '300001',
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;
const target = 0.5;

export async function runOrderPageBench(): Promise<void> {
  const setup = await startProductBesideBare('order_page');
  try {
    setup.addBareRoute(orderPage, orderViewCode, (caller, query, pools) =>
      readOrderPage(pools, caller, query.merchantId),
    );
    const baseline = await setup.listenBare();
    const ours = setup.productUrl;
    await createBenchTenant(ours, spread.benchTenant);
    console.log(`order-page: loading ${spread.orders.toLocaleString('en-US')} orders…`);
    await loadOrders(setup.databaseUrl, spread);
    const token = await signIn(ours, { tenantId: spread.benchTenant });

    const queries = { 'page 1': '', 'page 1 of one merchant': `&merchantId=${benchMerchantId(spread, 7)}` };
    const loads: Array<[string, HttpRecipe]> = [];
    for (const [name, filter] of Object.entries(queries)) {
      const path = `${orderPage}?current=1&size=10${filter}`;
      await sameAnswers(token, path, ours, baseline);
      const auth = { 'blade-auth': `bearer ${token}` };
      loads.push([`bare Fastify + pg: ${name}`, getting(`${baseline}${path}`, auth)]);
      loads.push([`product: ${name}`, getting(`${ours}${path}`, auth)]);
    }
    report(Object.keys(queries), await alternately(loads, { clients: concurrency, seconds }));
  } finally {
    await setup.close();
  }
}

/** The bare route must answer the product's page exactly, or its rate says nothing. */
async function sameAnswers(token: string, path: string, ours: string, baseline: string): Promise<void> {
  const call = (base: string) =>
    apiCall<{ records: unknown[] }>(base, token, 'GET', path.slice('/api/'.length));
  const [product, bare] = await Promise.all([call(ours), call(baseline)]);
  if (product.records.length === 0) throw new Error(`${path} answers no orders`);
  if (!isDeepStrictEqual(product, bare)) throw new Error(`the bare route answers another page than ${path}`);
}

function report(queries: readonly string[], rounds: Array<[string, LoadFigures]>): void {
  const mine = Math.round(spread.orders / spread.tenants).toLocaleString('en-US');
  console.log(
    `\norderInfo/page page 1 of 10 over ${spread.orders.toLocaleString('en-US')} orders of ${spread.tenants} tenants, ${mine} the caller's tenant's; ${concurrency} clients, ${seconds} s per load, each twice`,
  );
  console.log(figuresTable(rounds));
  for (const query of queries) {
    const ratio = rateOf(rounds, `product: ${query}`) / rateOf(rounds, `bare Fastify + pg: ${query}`);
    console.log(ratioLine(`product/bare throughput, ${query}`, ratio, `≥ ${target}`, ratio >= target));
  }
  for (const failure of failuresOf(rounds)) console.log(`failed: ${failure}`);
  console.log(`\n${commandLine('order-page', { BENCH_ORDERS: spread.orders, BENCH_SECONDS: seconds })}`);
}

if (require.main === module) {
  runOrderPageBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
