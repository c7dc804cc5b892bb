import { assertDeposited, benchMerchants, fundedOrders } from '@bench/money/funded-orders';
import { consumptionRecipe, plainPostingsRecipe } from '@bench/money/movement-recipes';
import {
  commandLine,
  cpuTable,
  failuresOf,
  figuresTable,
  overheadLine,
  ratioLine,
} from '@bench/support/load/figures-report';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { alternately, figuresOf, rateOf } from '@bench/support/load/loads-in-turn';
import { startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { sessionHeaders } from '@bench/support/sign-in';
import { withClient } from '@bench/support/with-client';
import { ProductApi } from '@services/money/simulation/product-api';

/**
 * Money movements per second through the whole command path: the consumer side's consumption
 * report (orderInfoConsume/report), 16 clients, each request on another of `BENCH_MONEY_ORDERS`
 * funded orders, against the product in its own process on PostgreSQL; beside the same
 * postings inserted with plain pg, one transaction per movement, from a process of its own with
 * as many connections. Twice: orders spread over many merchants, and all on one merchant (a hot
 * payable account). The orders are made and paid through the product's own calls beforehand,
 * untimed. Loads come from a separate process.
 *
 * Each variant's two sides take turns over `BENCH_ROUNDS` rounds (loads-in-turn.ts), and the
 * figure is the ratio of their rates over all rounds: the machine's slow and fast phases (the
 * baseline's own rate moved by a quarter between runs of one day) then fall on both sides alike,
 * where one long load of each side could put one in a slow phase and the other in a fast one.
 */
const orderCount = Number(process.env.BENCH_MONEY_ORDERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const clients = 16;
const spreadMerchants = 100;
/** 10,000 yuan on each card, 1 yuan per consumption: no order runs dry however long the loads. */
const tradeFen = 1_000_000;
const consumeFen = 100;
const target = 0.3;

const variants = [
  { name: `${spreadMerchants} merchants`, merchants: spreadMerchants, label: 'SPREAD' },
  { name: 'one merchant (hot account)', merchants: 1, label: 'HOT' },
] as const;
type Variant = (typeof variants)[number];

interface Measured {
  variant: Variant;
  setupSeconds: number;
  /** Postings per movement. */
  postings: number;
  /** Every load in the order it ran: the plain side, then the product, round after round. */
  loads: Array<[string, LoadFigures]>;
}

const plainLabel = (variant: Variant) => `plain: INSERT of its postings with pg, ${variant.name}`;
const productLabel = (variant: Variant) => `product: POST orderInfoConsume/report, ${variant.name}`;

export async function runMoneyMovementsBench(): Promise<void> {
  const scratch = await createScratchDatabase('money_movements');
  const product = await startProduct({ DATABASE_URL: scratch.url }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  try {
    const api = new ProductApi(product.url!);
    const headers = await sessionHeaders(product.url!, clients);
    const measured: Measured[] = [];
    let firstMerchant = 1;
    for (const variant of variants) {
      const setupStarted = performance.now();
      const merchantIds = await benchMerchants(api, firstMerchant, variant.merchants);
      firstMerchant += variant.merchants;
      const orders = await fundedOrders(api, {
        merchantIds,
        count: orderCount,
        tradeFen,
        label: variant.label,
      });
      await assertDeposited(scratch.url, orders);
      // Settled before either side is timed: autovacuum's passes over what the setup wrote would
      // otherwise land in whichever load runs next, as PostgreSQL's CPU per movement.
      await withClient(scratch.url, (client) => client.query('VACUUM ANALYZE'));
      const setupSeconds = (performance.now() - setupStarted) / 1000;
      const plain = await plainPostingsRecipe(scratch.url, orders, consumeFen);
      const loads = await alternately(
        [
          [plainLabel(variant), plain, { serverPids: [], postgres: true }],
          [
            productLabel(variant),
            consumptionRecipe(product.url!, headers, orders, consumeFen),
            { serverPids: [product.pid], postgres: true },
          ],
        ],
        { clients, seconds, warmupSeconds },
        rounds,
      );
      measured.push({ variant, setupSeconds, postings: plain.movements[0]!.length, loads });
    }
    report(measured);
  } finally {
    await product.stop();
    await scratch.drop();
  }
}

function report(measured: readonly Measured[]): void {
  const rows = measured.flatMap(({ loads }) => loads);
  console.log(
    `\nmoney movements (a consumption of ${consumeFen / 100} yuan, ${measured[0]!.postings} postings) over ` +
      `${orderCount.toLocaleString()} funded orders per variant, ${rounds} rounds of each side in turn, ` +
      `${seconds} s per load after ${warmupSeconds} s warm-up`,
  );
  console.log(figuresTable(rows));
  console.log("\nCPU per request (the plain postings' pg client runs in its load generator)");
  console.log(cpuTable(rows));
  for (const { variant, loads } of measured) {
    const plains = figuresOf(loads, plainLabel(variant));
    figuresOf(loads, productLabel(variant)).forEach((product, round) =>
      console.log(
        overheadLine(`${variant.name}, round ${round + 1}, CPU per movement`, product, plains[round]!),
      ),
    );
  }
  console.log('');
  for (const { variant, loads } of measured) {
    const ratio = rateOf(loads, productLabel(variant)) / rateOf(loads, plainLabel(variant));
    console.log(
      ratioLine(
        `product/plain movements per second over the rounds, ${variant.name}`,
        ratio,
        `≥ ${target}`,
        ratio >= target,
      ),
    );
  }
  for (const { variant, setupSeconds } of measured)
    console.log(
      `setup, untimed: ${orderCount.toLocaleString()} orders created and paid in ${setupSeconds.toFixed(1)} s, ${variant.name}`,
    );
  for (const failure of failuresOf(rows)) console.log(`failed: ${failure}`);
  console.log(
    `\n${commandLine('money-movements', { BENCH_MONEY_ORDERS: orderCount, BENCH_ROUNDS: rounds, BENCH_SECONDS: seconds, BENCH_WARMUP_SECONDS: warmupSeconds })}`,
  );
}

if (require.main === module) {
  runMoneyMovementsBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
