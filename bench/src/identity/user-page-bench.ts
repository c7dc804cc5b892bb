import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '@platform/runtime/runtime';
import { closedLoop, type LoadResult } from '@bench/support/closed-loop';
import { rateOf, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { saberClient, signIn } from '@bench/support/sign-in';

/**
 * GET blade-user/page over 100,000 users filtered by department, through the whole product
 * (token check, guard, validation, Kysely, envelope), beside a bare Fastify route answering the
 * same two SQL statements with pg, same server, same run. Also the token call's rate, which
 * argon2 bounds by design.
 */
const users = Number(process.env.BENCH_USERS ?? 100_000);
const departments = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;

export async function runUserPageBench(): Promise<void> {
  const setup = await startProductBesideBare('user_page');
  try {
    addBareUserPage(setup.bare, setup.pool);
    const baseline = await setup.listenBare();
    await loadUsers(setup.runtime);
    const ours = setup.productUrl;
    const auth = { 'blade-auth': `bearer ${await signIn(ours)}` };
    const dept = String(departments / 2);

    const rounds: Array<[string, LoadResult]> = [];
    for (let round = 0; round < 2; round++) {
      rounds.push([
        'bare Fastify + pg',
        await closedLoop(`${baseline}/user/page?deptId=${dept}`, { concurrency, seconds }),
      ]);
      rounds.push([
        'GET /api/blade-user/page',
        await closedLoop(`${ours}/api/blade-user/page?deptId=${dept}&current=2&size=10`, {
          concurrency,
          seconds,
          headers: auth,
        }),
      ]);
    }
    const tokenUrl = `${ours}/api/blade-auth/oauth/token?grant_type=password&tenantId=000000&username=admin&password=21232f297a57a5a743894a0e4a801fc3`;
    const tokens = await closedLoop(tokenUrl, {
      concurrency: 4,
      seconds,
      method: 'POST',
      headers: { authorization: saberClient },
    });
    report(rounds, tokens);
  } finally {
    await setup.close();
  }
}

/** The same statements the product's repository sends for one page, answered without the product. */
function addBareUserPage(server: FastifyInstance, pool: Pool): void {
  server.get<{ Querystring: { deptId: string } }>('/user/page', async (request) => {
    const dept = [request.query.deptId];
    const [count, rows] = await Promise.all([
      pool.query(
        "SELECT count(*) AS total FROM blade_user WHERE tenant_id = '000000' AND dept_ids && $1::text[]",
        [dept],
      ),
      pool.query(
        `SELECT id, tenant_id, account, code, user_type, name, real_name, avatar, email, phone, birthday::text, sex,
                role_id, dept_id, post_id, status, create_user, create_dept, create_time, update_user, update_time
           FROM blade_user WHERE tenant_id = '000000' AND dept_ids && $1::text[]
          ORDER BY create_time DESC, id DESC LIMIT 10 OFFSET 10`,
        [dept],
      ),
    ]);
    return { records: rows.rows, total: Number(count.rows[0].total) };
  });
}

/** Rows straight into the read model: the benchmark measures reads, not how the rows were made. */
async function loadUsers(runtime: Runtime): Promise<void> {
  await sql`
    INSERT INTO blade_user (id, tenant_id, account, user_type, name, real_name, role_id, dept_id, post_id,
      password_hash, failed_attempts, locked, create_user, create_dept, create_time, update_user, update_time, status)
    SELECT 3000000000000000000 + g, '000000', 'user' || g, 1, '用户' || g, '用户' || g, '1', ((g % ${departments}) + 1)::text, '',
      'x', 0, false, 0, 0, now() - (g || ' seconds')::interval, 0, now(), 1
    FROM generate_series(1, ${users}) AS g`.execute(runtime.infrastructure.database.db);
  await sql`ANALYZE blade_user`.execute(runtime.infrastructure.database.db);
}

function report(rounds: Array<[string, LoadResult]>, tokens: LoadResult): void {
  const ours = rateOf(rounds, 'GET /api/blade-user/page');
  const bare = rateOf(rounds, 'bare Fastify + pg');
  const errors = rounds.reduce((sum, [, result]) => sum + result.errors, 0);
  console.log(
    `\nuser/page over ${users.toLocaleString()} users, ${departments} departments, filtered by one; ${concurrency} clients`,
  );
  console.log(`  bare Fastify + pg (same SQL)  ${Math.round(bare).toLocaleString().padStart(8)} req/s`);
  console.log(`  GET /api/blade-user/page      ${Math.round(ours).toLocaleString().padStart(8)} req/s`);
  console.log(
    `  ratio: ${(ours / bare).toFixed(2)}  (target ≥ 0.50)${errors ? `  — ${errors} failed answers` : ''}`,
  );
  console.log(
    `\nPOST oauth/token (password grant, argon2id verify), 4 clients: ${tokens.perSecond.toFixed(1)} req/s, ${tokens.errors} failed`,
  );
}

if (require.main === module) {
  runUserPageBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
