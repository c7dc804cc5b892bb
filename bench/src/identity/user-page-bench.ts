import { getting, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { alternately, rateOf } from '@bench/support/load/loads-in-turn';
import { bareCountAndPage } from '@bench/support/bare-page';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { runLoad } from '@bench/support/load/run-load';
import { md5, saberClient, signIn } from '@bench/support/sign-in';
import { withClient } from '@bench/support/with-client';

/**
 * GET blade-user/page over 100,000 users filtered by department, through the whole product in
 * its own process, beside a bare Fastify route that checks the same token, session and grant,
 * reads under row-level security with the same two SQL statements and answers the same
 * envelope; loads from a process of their own. Also the token call's rate, which argon2 bounds
 * by design.
 */
const users = Number(process.env.BENCH_USERS ?? 100_000);
const departments = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;

export async function runUserPageBench(): Promise<void> {
  const setup = await startProductBesideBare('user_page');
  try {
    setup.addBareRoute('/user/page', 'user_view', (caller, query, pools) =>
      bareCountAndPage(pools, caller, {
        columns: `id, tenant_id, account, code, user_type, name, real_name, avatar, email, phone, birthday::text, sex,
          role_id, dept_id, post_id, status, create_user, create_dept, create_time, update_user, update_time`,
        from: 'blade_user',
        where: 'tenant_id = $1 AND dept_ids && $2::text[]',
        params: [[query.deptId]],
        orderBy: 'create_time DESC, id DESC',
        current: 2,
        size: 10,
      }),
    );
    const baseline = await setup.listenBare();
    await loadUsers(setup.databaseUrl, users);
    const ours = setup.productUrl;
    const auth = { 'blade-auth': `bearer ${await signIn(ours)}` };
    const dept = String(departments / 2);

    const rounds = await alternately(
      [
        ['bare Fastify + pg', getting(`${baseline}/user/page?deptId=${dept}`, auth)],
        [
          'GET /api/blade-user/page',
          getting(`${ours}/api/blade-user/page?deptId=${dept}&current=2&size=10`, auth),
        ],
      ],
      { clients: concurrency, seconds },
    );
    const tokenQuery = new URLSearchParams({
      grant_type: 'password',
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
    });
    const tokens = await runLoad(
      {
        kind: 'http',
        method: 'POST',
        url: `${ours}/api/blade-auth/oauth/token?${tokenQuery}`,
        headers: [{ authorization: saberClient }],
      },
      { clients: 4, seconds },
    );
    report(rounds, tokens);
  } finally {
    await setup.close();
  }
}

/** Rows straight into the read model: the benchmark measures reads, not how the rows were made. */
export async function loadUsers(databaseUrl: string, users: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO blade_user (id, tenant_id, account, user_type, name, real_name, role_id, dept_id, post_id,
         password_hash, failed_attempts, locked, create_user, create_dept, create_time, update_user, update_time, status)
       SELECT 3000000000000000000 + g, '000000', 'user' || g, 1, '用户' || g, '用户' || g, '1', ((g % $1) + 1)::text, '',
         'x', 0, false, 0, 0, now() - (g || ' seconds')::interval, 0, now(), 1
       FROM generate_series(1, $2::int) AS g`,
      [departments, users],
    );
    await client.query('ANALYZE blade_user');
  });
}

function report(rounds: Array<[string, LoadFigures]>, tokens: LoadFigures): void {
  const ours = rateOf(rounds, 'GET /api/blade-user/page');
  const bare = rateOf(rounds, 'bare Fastify + pg');
  const errors = rounds.reduce((sum, [, result]) => sum + result.errors, 0);
  console.log(
    `\nuser/page over ${users.toLocaleString()} users, ${departments} departments, filtered by one; ${concurrency} clients`,
  );
  console.log(
    `  bare Fastify + pg (same checks and SQL)  ${Math.round(bare).toLocaleString().padStart(8)} req/s`,
  );
  console.log(
    `  GET /api/blade-user/page                 ${Math.round(ours).toLocaleString().padStart(8)} req/s`,
  );
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
