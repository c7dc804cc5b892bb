import { platformTenantId } from '@infra/seed/platform-tenant.seed';
import type { ContextLog, Stop } from '@platform/contexts/bounded-context';
import type { Runtime } from '@platform/runtime/runtime-services';
import { demoDataDecider } from '@services/money/demo-data/demo-data.decider';
import { demoDataOrders } from '@services/money/demo-data/demo-data.settings';
import { demoDataStreamId } from '@services/money/demo-data/demo-data.stream';
import { simulate } from '@services/money/simulation/simulation';
import { summaryLines } from '@services/money/simulation/simulation-summary';

/** The same demo everywhere: two weeks of orders from one seed. */
const demoSeed = 2026;
const demoDays = 14;

/**
 * The embedded demo (DEMO_DATA, demo-data.settings.ts): once the product listens, its first
 * start plays a few hundred orders into tenant 000000 in the background — the simulator's own
 * run (simulation.ts), through the same calls against this process's own API and the supervise
 * bank it talks to, as the seeded administrator. The tenant's demo stream is written before the
 * first call, so no later start plays it again, whether the first finished or stopped half-way.
 * Answers how to stop the run when the process stops.
 */
export async function seedDemoData(runtime: Runtime, url: string, log: ContextLog): Promise<Stop | void> {
  const orders = demoDataOrders(runtime.config);
  if (orders === 0 || !(await claimDemo(runtime, orders))) return;
  log.info(`demo data: playing ${orders} demo orders in the background (DEMO_DATA=off skips it)`);
  const stopping = new AbortController();
  const run = simulate({
    url,
    orders,
    seed: demoSeed,
    days: demoDays,
    runTag: 'DEMO-',
    signal: stopping.signal,
  })
    .then((summary) => log.info(`demo data played: ${summaryLines(summary).join('; ')}`))
    .catch((error: unknown) => {
      if (!stopping.signal.aborted)
        log.info(`demo data stopped: ${error instanceof Error ? error.message : error}`);
    });
  return async () => {
    stopping.abort();
    await run;
  };
}

/** Writes the tenant's demo stream: true when this start wrote it, false when an earlier one had. */
async function claimDemo({ executor, clock }: Runtime, orders: number): Promise<boolean> {
  const at = clock.now().toISOString();
  const outcome = await executor.execute(
    demoDataDecider,
    {
      streamId: demoDataStreamId(platformTenantId),
      command: {
        type: 'StartDemoData',
        data: { orders, seed: demoSeed },
        metadata: { tenantId: platformTenantId, callerId: '0', at },
      },
    },
    {
      tenantId: platformTenantId,
      userId: '0',
      account: 'system',
      correlationId: 'demo-data',
      causationId: 'demo-data',
      occurredAt: at,
      clientIp: '127.0.0.1',
    },
  );
  return outcome.events.length > 0;
}
