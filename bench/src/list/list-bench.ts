import { decodeJwt } from 'jose';
import { fillParams } from '@bench/list/param-rows';
import { apiCall } from '@platform/http/api-client';
import { callerOf } from '@bench/support/bare-access';
import { createBenchTenant } from '@bench/support/bench-tenant';
import { freePort } from '@bench/support/free-port';
import {
  commandLine,
  cpuTable,
  failuresOf,
  figuresTable,
  ratioLine,
} from '@bench/support/load/figures-report';
import type { HttpRecipe, LoadFigures } from '@bench/support/load/load-recipe';
import { runLoad } from '@bench/support/load/run-load';
import { benchTokenSecret, startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { answersOk, benchScript, startServerProcess } from '@bench/support/server-process';
import { sessionHeaders } from '@bench/support/sign-in';

/**
 * GET blade-system/param/list page 1 (size 10) over a tenant's 1,000,000 parameters, 16
 * clients, each the tenant's administrator in a session of its own: the product in its own
 * process beside the fair bare baseline (bare-list-server.ts: same token check, grant check,
 * row-level security, SQL and envelope) in another, and the same statements sent straight from
 * the load process, which says what PostgreSQL alone takes.
 */
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const clients = 16;
const size = 10;
const benchTenant = '300001';
const listPath = `/api/blade-system/param/list?current=1&size=${size}`;

export async function runListBench(): Promise<void> {
  const scratch = await createScratchDatabase('list');
  const stops: Array<() => Promise<void>> = [() => scratch.drop()];
  try {
    const product = await startProduct({ DATABASE_URL: scratch.url });
    stops.unshift(() => product.stop());
    const productUrl = product.url!;
    await createBenchTenant(productUrl, benchTenant);
    const headers = await sessionHeaders(productUrl, clients, { tenantId: benchTenant });
    const caller = callerOf(decodeJwt(tokenOf(headers[0]!)));
    const held = await fillParams(scratch.url, caller, rows);
    const pageOf = (url: string) => apiCall<ListedPage>(url, tokenOf(headers[0]!), 'GET', listPath.slice(5));
    const listed = await pageOf(productUrl);
    if (listed.total !== held)
      throw new Error(
        `the list counts ${listed.total} of the tenant's ${held} rows: filled rows miss a kept count`,
      );

    const barePort = await freePort();
    const bare = await startServerProcess(
      benchScript('bench/src/list/bare-list-server.ts'),
      { DATABASE_URL: scratch.url, TOKEN_SECRET: benchTokenSecret, PORT: String(barePort) },
      () => answersOk(`http://127.0.0.1:${barePort}/health`),
    );
    stops.unshift(() => bare.stop());
    if (pageKey(await pageOf(`http://127.0.0.1:${barePort}`)) !== pageKey(listed))
      throw new Error('the bare server answers another page than the product (its records or their total)');

    const settings = { clients, seconds, warmupSeconds };
    const watching = (...serverPids: number[]) => ({ ...settings, watch: { serverPids, postgres: true } });
    const http = (base: string): HttpRecipe => ({
      kind: 'http',
      method: 'GET',
      url: `${base}${listPath}`,
      headers,
    });
    const figures: Array<readonly [string, LoadFigures]> = [
      [
        'SQL alone: the statements with pg',
        await runLoad({ kind: 'list-sql', databaseUrl: scratch.url, caller, size }, watching()),
      ],
      ['bare: Fastify + jose + pg', await runLoad(http(`http://127.0.0.1:${barePort}`), watching(bare.pid))],
      ['product: GET param/list', await runLoad(http(productUrl), watching(product.pid))],
    ];
    report(held, figures);
  } finally {
    for (const stop of stops) await stop();
  }
}

interface ListedPage {
  total: number;
  records: Array<Record<string, unknown>>;
}

/** What two answers must share to be the same page: the total and every record, field by field. */
function pageKey(page: ListedPage): string {
  return JSON.stringify([page.total, page.records]);
}

function tokenOf(header: Record<string, string>): string {
  return header['blade-auth']!.replace(/^bearer /, '');
}

function report(held: number, figures: ReadonlyArray<readonly [string, LoadFigures]>): void {
  const [raw, bare, product] = figures.map(([, of]) => of) as [LoadFigures, LoadFigures, LoadFigures];
  console.log(
    `\nparam/list page 1 of ${size} over ${held.toLocaleString('en-US')} rows of one tenant, ${clients} clients, ${seconds} s per load after ${warmupSeconds} s warm-up`,
  );
  console.log(figuresTable(figures));
  console.log('\nCPU per call (the statements alone are sent by the load generator)');
  console.log(cpuTable(figures));
  const ratio = product.perSecond / bare.perSecond;
  console.log(ratioLine('\nproduct/bare throughput', ratio, '≥ 0.7', ratio >= 0.7));
  console.log(
    `product p50: ${product.p50.toFixed(1)} ms (target < 20 ms: ${product.p50 < 20 ? 'met' : 'missed'})`,
  );
  console.log('where a call’s time goes, by p50 (ms):');
  console.log(`  PostgreSQL (the statements alone)       ${raw.p50.toFixed(2)}`);
  console.log(`  bare server's HTTP, JWT and JSON        ${(bare.p50 - raw.p50).toFixed(2)}`);
  console.log(`  the product's framework beyond the bare ${(product.p50 - bare.p50).toFixed(2)}`);
  for (const failure of failuresOf(figures)) console.log(`failed: ${failure}`);
  console.log(
    `\n${commandLine('list', { BENCH_ROWS: rows, BENCH_SECONDS: seconds, BENCH_WARMUP_SECONDS: warmupSeconds })}`,
  );
}

if (require.main === module) {
  runListBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
