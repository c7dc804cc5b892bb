import { getting, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { alternately, rateOf } from '@bench/support/load/loads-in-turn';
import { bareCountAndPage } from '@bench/support/bare-page';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { signIn } from '@bench/support/sign-in';
import { withClient } from '@bench/support/with-client';

/**
 * GET prepaid-goods/goods/page over 1,000,000 goods of 200 merchants, filtered by status and by
 * a name fragment, through the whole product in its own process, beside a bare Fastify route
 * that checks the same token, session and grant, reads under row-level security with the same
 * two SQL statements and answers the same envelope; loads from a process of their own.
 */
const goods = Number(process.env.BENCH_GOODS ?? 1_000_000);
const merchants = 200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;
const nameFragment = '商品12';

export async function runGoodsPageBench(): Promise<void> {
  const setup = await startProductBesideBare('goods_page');
  try {
    setup.addBareRoute('/goods/page', 'goods_view', (caller, query, pools) =>
      bareCountAndPage(pools, caller, {
        columns: `id, tenant_id, merchant_id, industry_category_id, goods_name, mould_id, industry_id, industry_main_id,
          mould_values, price::text, original_price::text, validity_days, usage_count, cover_image, description,
          stock, is_digital_yuan, previous_status, create_user, create_dept, create_time, update_user,
          update_time, status`,
        from: 'prepaid_goods',
        where: 'tenant_id = $1 AND (status = $2 AND goods_name ILIKE $3)',
        params: [Number(query.status), `%${query.goodsName}%`],
        orderBy: 'create_time DESC, id DESC',
        current: 2,
        size: 10,
      }),
    );
    const baseline = await setup.listenBare();
    await loadGoods(setup.databaseUrl);
    const ours = setup.productUrl;
    const auth = { 'blade-auth': `bearer ${await signIn(ours)}` };
    const query = `status=2&goodsName=${encodeURIComponent(nameFragment)}&current=2&size=10`;

    const rounds = await alternately(
      [
        ['bare Fastify + pg', getting(`${baseline}/goods/page?${query}`, auth)],
        ['GET /api/prepaid-goods/goods/page', getting(`${ours}/api/prepaid-goods/goods/page?${query}`, auth)],
      ],
      { clients: concurrency, seconds },
    );
    report(rounds);
  } finally {
    await setup.close();
  }
}

/** Rows straight into the read model: the benchmark measures reads, not how the rows were made. */
async function loadGoods(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO prepaid_goods (id, tenant_id, merchant_id, industry_category_id, goods_name, mould_values, price,
         original_price, validity_days, usage_count, stock, is_digital_yuan, create_user, create_dept, create_time,
         update_user, update_time, status)
       SELECT 4000000000000000000 + g, '000000', 5000000000000000000 + (g % $1), 1 + (g % 20),
         '商品' || g, '{}', 99.00, 128.00, 365, 10, g % 100, 0, 1, 1, now() - (g || ' seconds')::interval,
         1, now(), g % 6
       FROM generate_series(1, $2::int) AS g`,
      [merchants, goods],
    );
    await client.query('ANALYZE prepaid_goods');
  });
}

function report(rounds: Array<[string, LoadFigures]>): void {
  const ours = rateOf(rounds, 'GET /api/prepaid-goods/goods/page');
  const bare = rateOf(rounds, 'bare Fastify + pg');
  const errors = rounds.reduce((sum, [, result]) => sum + result.errors, 0);
  console.log(
    `\ngoods/page over ${goods.toLocaleString()} goods of ${merchants} merchants, status=2 and name contains "${nameFragment}"; ${concurrency} clients`,
  );
  console.log(`  bare Fastify + pg (same checks, SQL)${Math.round(bare).toLocaleString().padStart(8)} req/s`);
  console.log(`  GET /api/prepaid-goods/goods/page   ${Math.round(ours).toLocaleString().padStart(8)} req/s`);
  console.log(
    `  ratio: ${(ours / bare).toFixed(2)}  (target ≥ 0.50)${errors ? `  — ${errors} failed answers` : ''}`,
  );
}

if (require.main === module) {
  runGoodsPageBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
