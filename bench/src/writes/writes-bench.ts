import { runLoad } from '@bench/support/load/run-load';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import {
  commandLine,
  cpuTable,
  failuresOf,
  figuresTable,
  overheadLine,
  ratioLine,
} from '@bench/support/load/figures-report';
import { paramFloorRecipe, paramSubmitRecipe } from '@bench/support/param-submit';
import { startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { sessionHeaders } from '@bench/support/sign-in';

/**
 * POST blade-system/param/submit with read-your-writes, 1 and 16 writers (each a signed-in
 * administrator of its own session), against the product in its own process on PostgreSQL,
 * beside the floor: the same row inserted and selected with plain pg on the same server, from a
 * process of its own with as many connections as writers. Loads come from a separate process.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const writerCounts = [1, 16] as const;

export async function runWritesBench(): Promise<void> {
  const scratch = await createScratchDatabase('writes');
  const product = await startProduct({ DATABASE_URL: scratch.url }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  try {
    const headers = await sessionHeaders(product.url!, Math.max(...writerCounts));
    const floor = await paramFloorRecipe(scratch.url);
    const submit = paramSubmitRecipe(product.url!, headers);
    const figures = new Map<string, LoadFigures>();
    for (const writers of writerCounts) {
      const settings = { clients: writers, seconds, warmupSeconds };
      figures.set(
        `floor ${writers}`,
        await runLoad(floor, { ...settings, watch: { serverPids: [], postgres: true } }),
      );
      const watch = { serverPids: [product.pid], postgres: true };
      figures.set(`product ${writers}`, await runLoad(submit, { ...settings, watch }));
    }
    report(figures);
  } finally {
    await product.stop();
    await scratch.drop();
  }
}

function report(figures: Map<string, LoadFigures>): void {
  const of = (name: string) => figures.get(name)!;
  const rows = writerCounts.flatMap((writers) => [
    ['floor: INSERT + SELECT with pg', of(`floor ${writers}`)] as const,
    ['product: POST param/submit', of(`product ${writers}`)] as const,
  ]);
  console.log(
    `\nparam submit with read-your-writes on PostgreSQL, ${seconds} s per load after ${warmupSeconds} s warm-up`,
  );
  console.log(figuresTable(rows));
  console.log("\nCPU per request (the floor's pg client runs in its load generator)");
  console.log(cpuTable(rows));
  console.log(overheadLine('16 writers, CPU per write', of('product 16'), of('floor 16')));
  const throughput = of('product 16').perSecond / of('floor 16').perSecond;
  const latency = of('product 1').p50 / of('floor 1').p50;
  console.log(ratioLine('\nproduct/floor throughput, 16 writers', throughput, '≥ 0.2', throughput >= 0.2));
  console.log(ratioLine('product/floor p50, 1 writer', latency, '≤ 10', latency <= 10));
  console.log(
    `16 writers/1 writer throughput: product ${(of('product 16').perSecond / of('product 1').perSecond).toFixed(2)}, floor ${(of('floor 16').perSecond / of('floor 1').perSecond).toFixed(2)}`,
  );
  for (const failure of failuresOf(rows)) console.log(`failed: ${failure}`);
  console.log(`\n${commandLine('writes', { BENCH_SECONDS: seconds, BENCH_WARMUP_SECONDS: warmupSeconds })}`);
}

if (require.main === module) {
  runWritesBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
