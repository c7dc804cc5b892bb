import { listSqlOperation } from '@bench/list/list-sql-operation';
import { postingsOperation } from '@bench/money/postings-operation';
import { floorOperation } from '@bench/support/load/floor-operation';
import { httpOperation } from '@bench/support/load/http-operation';
import { percentiles } from '@bench/support/load/latency-percentiles';
import type { LoadChildMessage, LoadFigures, LoadPlan, LoadRecipe } from '@bench/support/load/load-recipe';
import type { Operation } from '@bench/support/load/operation';

/**
 * The load generator's own process (forked by run-load.ts): it takes one LoadPlan by IPC, runs
 * `clients` closed loops (each sends its next request as soon as the previous one is answered),
 * answers the figures and exits. Being apart, its work never shares a core's event loop with
 * the servers under test.
 */
process.once('message', (plan: LoadPlan) => {
  run(plan).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

async function run(plan: LoadPlan): Promise<void> {
  const operation = operationOf(plan.recipe, plan.clients);
  let counter = 0;
  const nextSeq = () => `${plan.runId}-${counter++}`;
  try {
    if (plan.warmupSeconds > 0) await loop(operation, plan.clients, plan.warmupSeconds, nextSeq);
    await tell({ kind: 'measuring' });
    const cpuAtStart = process.cpuUsage();
    const figures = await loop(operation, plan.clients, plan.seconds, nextSeq);
    const { user, system } = process.cpuUsage(cpuAtStart);
    // Answered once run-load has read the CPU: the operation's connections (and the PostgreSQL
    // backends behind them) are still open until then.
    await tell({ kind: 'figures', figures, cpuSeconds: (user + system) / 1e6 });
  } finally {
    await operation.close();
  }
}

/** Tells run-load.ts where the load stands, and waits for its answer. */
function tell(message: LoadChildMessage): Promise<void> {
  return new Promise((resolve) => {
    process.once('message', () => resolve());
    process.send!(message);
  });
}

function operationOf(recipe: LoadRecipe, clients: number): Operation {
  switch (recipe.kind) {
    case 'http':
      return httpOperation(recipe, clients);
    case 'sql-floor':
      return floorOperation(recipe, clients);
    case 'list-sql':
      return listSqlOperation(recipe);
    case 'postings':
      return postingsOperation(recipe, clients);
    default:
      return recipe satisfies never;
  }
}

async function loop(
  operation: Operation,
  clients: number,
  seconds: number,
  nextSeq: () => string,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let misses = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const outcome = await operation.run(client, nextSeq()).catch((error: unknown) => ({
          kind: 'error' as const,
          why: String(error),
        }));
        if (outcome.kind !== 'error') latencies.push(outcome.latencyMs);
        if (outcome.kind === 'ok') continue;
        if (outcome.kind === 'miss') misses++;
        else errors++;
        firstFailure ??= outcome.why;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    clients,
    requests: latencies.length,
    errors,
    misses,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    ...percentiles(latencies),
    ...(firstFailure === undefined ? {} : { firstFailure }),
  };
}
