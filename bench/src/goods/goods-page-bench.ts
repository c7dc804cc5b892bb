import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@platform/runtime/runtime';
import { closedLoop, type LoadResult } from '@bench/support/closed-loop';
import { rateOf, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { signIn } from '@bench/support/sign-in';

/**
 * GET prepaid-goods/goods/page over 1,000,000 goods of 200 merchants, filtered by status and by
 * a name fragment, through the whole product (token check, guard, validation, Kysely, envelope),
 * beside a bare Fastify route answering the same two SQL statements with pg, same run.
 */
const goods = Number(process.env.BENCH_GOODS ?? 1_000_000);
const merchants = 200;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;
const nameFragment = '商品12';

export async function runGoodsPageBench(): Promise<void> {
  const setup = await startProductBesideBare('goods_page');
  try {
    addBareGoodsPage(setup.bare, setup.pool);
    const baseline = await setup.listenBare();
    await loadGoods(setup.runtime);
    const ours = setup.productUrl;
    const auth = { 'blade-auth': `bearer ${await signIn(ours)}` };
    const query = `status=2&goodsName=${encodeURIComponent(nameFragment)}&current=2&size=10`;

    const rounds: Array<[string, LoadResult]> = [];
    for (let round = 0; round < 2; round++) {
      rounds.push([
        'bare Fastify + pg',
        await closedLoop(`${baseline}/goods/page?${query}`, { concurrency, seconds }),
      ]);
      rounds.push([
        'GET /api/prepaid-goods/goods/page',
        await closedLoop(`${ours}/api/prepaid-goods/goods/page?${query}`, {
          concurrency,
          seconds,
          headers: auth,
        }),
      ]);
    }
    report(rounds);
  } finally {
    await setup.close();
  }
}

/** The statements the product's repository sends for one page, answered without the product. */
function addBareGoodsPage(server: FastifyInstance, pool: Pool): void {
  const where = `tenant_id = '000000' AND (status = $1 AND goods_name ILIKE $2)`;
  server.get<{ Querystring: { status: string; goodsName: string } }>('/goods/page', async (request) => {
    const params = [Number(request.query.status), `%${request.query.goodsName}%`];
    const [count, rows] = await Promise.all([
      pool.query(`SELECT count(*) AS total FROM prepaid_goods WHERE ${where}`, params),
      pool.query(
        `SELECT id, tenant_id, merchant_id, industry_category_id, goods_name, mould_id, industry_id, industry_main_id,
                mould_values, price::text, original_price::text, validity_days, usage_count, cover_image, description,
                stock, is_digital_yuan, previous_status, create_user, create_dept, create_time, update_user,
                update_time, status
           FROM prepaid_goods WHERE ${where}
          ORDER BY create_time DESC, id DESC LIMIT 10 OFFSET 10`,
        params,
      ),
    ]);
    return { records: rows.rows, total: Number(count.rows[0].total) };
  });
}

/** Rows straight into the read model: the benchmark measures reads, not how the rows were made. */
async function loadGoods(runtime: Runtime): Promise<void> {
  const db = runtime.infrastructure.database.db;
  await sql`
    INSERT INTO prepaid_goods (id, tenant_id, merchant_id, industry_category_id, goods_name, mould_values, price,
      original_price, validity_days, usage_count, stock, is_digital_yuan, create_user, create_dept, create_time,
      update_user, update_time, status)
    SELECT 4000000000000000000 + g, '000000', 5000000000000000000 + (g % ${merchants}), 1 + (g % 20),
      '商品' || g, '{}', 99.00, 128.00, 365, 10, g % 100, 0, 1, 1, now() - (g || ' seconds')::interval,
      1, now(), g % 6
    FROM generate_series(1, ${goods}) AS g`.execute(db);
  await sql`ANALYZE prepaid_goods`.execute(db);
}

function report(rounds: Array<[string, LoadResult]>): void {
  const ours = rateOf(rounds, 'GET /api/prepaid-goods/goods/page');
  const bare = rateOf(rounds, 'bare Fastify + pg');
  const errors = rounds.reduce((sum, [, result]) => sum + result.errors, 0);
  console.log(
    `\ngoods/page over ${goods.toLocaleString()} goods of ${merchants} merchants, status=2 and name contains "${nameFragment}"; ${concurrency} clients`,
  );
  console.log(`  bare Fastify + pg (same SQL)        ${Math.round(bare).toLocaleString().padStart(8)} req/s`);
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
