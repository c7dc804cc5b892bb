import { commandLine, failuresOf, figuresTable } from '@bench/support/load/figures-report';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { runLoad } from '@bench/support/load/run-load';
import { paramKeyTemplate, paramSubmitRecipe } from '@bench/support/param-submit';
import { startBalancer, upstreamHeader } from '@bench/support/round-robin-balancer';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { sessionHeaders } from '@bench/support/sign-in';
import { startSplitProduct } from '@bench/split/split-processes';

/**
 * The 16-writer param submit with the roles split: API processes (PROCESS_ROLES=api) behind a
 * loopback round-robin balancer, projections and workers in a process of their own, one
 * PostgreSQL and one Redis. After each submit answers, the load reads the list, filtered by the
 * new key, through ANOTHER API process than the one that wrote: any answer without the row is a
 * miss of read-your-writes, and fails the bench. Once behind the balancer with one API process,
 * once with two; both read back the same way, so their throughputs compare.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const writers = 16;

export async function runSplitBench(): Promise<void> {
  const scratch = await createScratchDatabase('split');
  try {
    const product = await startSplitProduct(scratch.url, 2);
    try {
      const headers = await sessionHeaders(product.apis[0]!, writers);
      const rows: Array<readonly [string, LoadFigures]> = [];
      for (const apis of [product.apis.slice(0, 1), product.apis]) {
        const balancer = await startBalancer(apis);
        try {
          const verify = {
            upstreamHeader,
            urls: apis.map(
              (api) =>
                `${api}/api/blade-system/param/list?paramKey_equal=${paramKeyTemplate}&current=1&size=10`,
            ),
            expect: `"paramKey":"${paramKeyTemplate}"`,
          };
          const submit = paramSubmitRecipe(balancer.url, headers, verify);
          const label = `${apis.length} API process${apis.length > 1 ? 'es' : ''} behind the balancer`;
          rows.push([label, await runLoad(submit, { clients: writers, seconds, warmupSeconds })]);
        } finally {
          await balancer.close();
        }
      }
      report(rows);
    } finally {
      await product.stop();
    }
  } finally {
    await scratch.drop();
  }
}

function report(rows: ReadonlyArray<readonly [string, LoadFigures]>): void {
  const [one, two] = rows.map(([, figures]) => figures) as [LoadFigures, LoadFigures];
  console.log(
    `\nparam submit with read-your-writes, roles split (projections and workers apart), ${writers} writers, ${seconds} s per load after ${warmupSeconds} s warm-up`,
  );
  console.log(
    'latencies are the submit’s; each writer then reads the list back through the other API process',
  );
  console.log(figuresTable(rows));
  console.log(`\ntwo API processes/one: ${(two.perSecond / one.perSecond).toFixed(2)}`);
  const misses = one.misses + two.misses;
  console.log(`read-your-writes across processes: ${misses === 0 ? 'held' : `${misses} MISSES`}`);
  for (const failure of failuresOf(rows)) console.log(`failed: ${failure}`);
  console.log(`\n${commandLine('split', { BENCH_SECONDS: seconds, BENCH_WARMUP_SECONDS: warmupSeconds })}`);
  if (misses > 0) process.exitCode = 1;
}

if (require.main === module) {
  runSplitBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
