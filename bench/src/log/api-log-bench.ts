import { getting } from '@bench/identity/product-beside-bare';
import { alternately, figuresOf, rateOf } from '@bench/support/load/loads-in-turn';
import { loadUsers } from '@bench/identity/user-page-bench';
import { startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { signIn } from '@bench/support/sign-in';
import { withClient } from '@bench/support/with-client';

/**
 * What API logging costs: GET blade-user/page over BENCH_USERS users (100,000), filtered by one
 * department, through two product processes on one scratch database, one with API logging on
 * (the default) and one with API_LOG=off, loaded in turn, twice over. Also how many calls the
 * logging process wrote to log_api, and that none was dropped.
 */
const users = Number(process.env.BENCH_USERS ?? 100_000);
const departments = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;

export async function runApiLogBench(): Promise<void> {
  const scratch = await createScratchDatabase('api_log');
  const processes: Array<{ stop(): Promise<void> }> = [];
  try {
    const logging = await startProduct({ DATABASE_URL: scratch.url, API_LOG: 'on' });
    processes.push(logging);
    // The second process serves only: the first runs the projections and jobs for both.
    const silent = await startProduct({ DATABASE_URL: scratch.url, API_LOG: 'off', PROCESS_ROLES: 'api' });
    processes.push(silent);
    await loadUsers(scratch.url, users);
    const page = `/api/blade-user/page?deptId=${departments / 2}&current=2&size=10`;
    const rounds = await alternately(
      [
        ['API logging on', getting(`${logging.url}${page}`, await sessionOf(logging.url!))],
        ['API logging off', getting(`${silent.url}${page}`, await sessionOf(silent.url!))],
      ],
      { clients: concurrency, seconds },
    );
    const on = rateOf(rounds, 'API logging on');
    const off = rateOf(rounds, 'API logging off');
    const answered = figuresOf(rounds, 'API logging on').reduce((sum, figures) => sum + figures.requests, 0);
    // The last rows wait for the next flush (LOG_FLUSH_MS, 1 s).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const logged = await withClient(scratch.url, async (client) => {
      const result = await client.query<{ count: string }>(
        `SELECT count(*) FROM log_api WHERE request_uri LIKE '/api/blade-user/page%'`,
      );
      return Number(result.rows[0]!.count);
    });
    console.log(
      `\nblade-user/page over ${users.toLocaleString()} users, ${concurrency} clients, ${seconds} s × 2 each`,
    );
    console.log(`  API logging off  ${Math.round(off).toLocaleString().padStart(8)} req/s`);
    console.log(`  API logging on   ${Math.round(on).toLocaleString().padStart(8)} req/s`);
    console.log(`  ratio on/off: ${(on / off).toFixed(2)}  (target ≥ 0.90)`);
    console.log(
      `  log_api rows of the logged page calls: ${logged.toLocaleString()} of ${answered.toLocaleString()} answered`,
    );
  } finally {
    for (const process of processes.reverse()) await process.stop();
    await scratch.drop();
  }
}

async function sessionOf(url: string): Promise<Record<string, string>> {
  return { 'blade-auth': `bearer ${await signIn(url)}` };
}

if (require.main === module) {
  runApiLogBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
