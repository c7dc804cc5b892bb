import type { LoadFigures } from '@bench/support/load/load-recipe';
import { alternately, figuresOf, medianP50Of, rateOf } from '@bench/support/load/loads-in-turn';
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
 *
 * For each count of writers the two sides take turns over `BENCH_ROUNDS` rounds
 * (loads-in-turn.ts): the floor's own rate moves by a fifth between runs of one day, and one long
 * load of each side could put one in a slow phase of the machine and the other in a fast one.
 * Throughput is the ratio of the sides' rates over all rounds; latency the ratio of the median
 * of their rounds' p50s.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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
    const ran: Array<[string, LoadFigures]> = [];
    for (const writers of writerCounts) {
      const loads = await alternately(
        [
          [floorLabel(writers), floor, { serverPids: [], postgres: true }],
          [productLabel(writers), submit, { serverPids: [product.pid], postgres: true }],
        ],
        { clients: writers, seconds, warmupSeconds },
        rounds,
      );
      ran.push(...loads);
    }
    report(ran);
  } finally {
    await product.stop();
    await scratch.drop();
  }
}

const floorLabel = (writers: number) => `floor: INSERT + SELECT with pg, ${writers} writers`;
const productLabel = (writers: number) => `product: POST param/submit, ${writers} writers`;

function report(ran: ReadonlyArray<[string, LoadFigures]>): void {
  console.log(
    `\nparam submit with read-your-writes on PostgreSQL, ${rounds} rounds of each side in turn, ` +
      `${seconds} s per load after ${warmupSeconds} s warm-up`,
  );
  console.log(figuresTable(ran));
  console.log("\nCPU per request (the floor's pg client runs in its load generator)");
  console.log(cpuTable(ran));
  const floors = figuresOf(ran, floorLabel(16));
  figuresOf(ran, productLabel(16)).forEach((product, round) =>
    console.log(overheadLine(`16 writers, round ${round + 1}, CPU per write`, product, floors[round]!)),
  );
  const rate = (label: string) => rateOf(ran, label);
  const throughput = rate(productLabel(16)) / rate(floorLabel(16));
  const latency = medianP50Of(ran, productLabel(1)) / medianP50Of(ran, floorLabel(1));
  console.log(
    ratioLine(
      '\nproduct/floor throughput over the rounds, 16 writers',
      throughput,
      '≥ 0.2',
      throughput >= 0.2,
    ),
  );
  console.log(ratioLine("product/floor median of the rounds' p50, 1 writer", latency, '≤ 10', latency <= 10));
  console.log(
    `16 writers/1 writer throughput: product ${(rate(productLabel(16)) / rate(productLabel(1))).toFixed(2)}, ` +
      `floor ${(rate(floorLabel(16)) / rate(floorLabel(1))).toFixed(2)}`,
  );
  for (const failure of failuresOf(ran)) console.log(`failed: ${failure}`);
  console.log(
    `\n${commandLine('writes', { BENCH_ROUNDS: rounds, BENCH_SECONDS: seconds, BENCH_WARMUP_SECONDS: warmupSeconds })}`,
  );
}

if (require.main === module) {
  runWritesBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
