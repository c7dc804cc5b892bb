import { FakeBankControl } from '@infra/fake-bank/fake-bank-control';
import type { SignInAs } from '@platform/http/api-client';
import { ProductApi } from '@services/money/simulation/product-api';
import {
  simulatedGoodsPerMerchant,
  simulatedMerchantCount,
  simulatedMerchants,
} from '@services/money/simulation/simulated-merchants';
import { planSimulation } from '@services/money/simulation/simulation-plan';
import { SimulationRun } from '@services/money/simulation/simulation-run';
import type { SimulationSummary } from '@services/money/simulation/simulation-summary';
import { bankUrlDescribed } from '@services/money/supervise-bank/supervise-bank.outer-system';

export interface SimulationOptions {
  /** The product, as its clients reach it. */
  url: string;
  orders: number;
  /** The same seed plays the same orders, fates and amounts. */
  seed: number;
  /** How many days the orders spread over, the last being today (7 by default). */
  days?: number;
  /** Begins the run's payment numbers: another run against the same product needs another. */
  runTag: string;
  /** Who calls (the platform's seeded administrator by default). */
  who?: SignInAs;
  /** The fake bank's URL; by default the one the product's /api/health names. */
  bankUrl?: string;
  signal?: AbortSignal;
  progress?: (line: string) => void;
}

/**
 * Plays consumers, the bank and the operators against a running product through its real calls
 * only (it writes nothing to the database): the merchants and goods it needs, then the planned
 * orders, charges notified by the bank, consumptions over the days, refunds, cut-payments and a
 * few bank differences. A failed call throws (ApiCallError) and ends the run.
 */
export async function simulate(options: SimulationOptions): Promise<SimulationSummary> {
  const progress = options.progress ?? (() => {});
  const api = new ProductApi(options.url, options.who);
  await api.signIn();
  const bank = new FakeBankControl(options.bankUrl ?? (await bankUrlOf(options.url)));
  const merchants = await simulatedMerchants(api, bank);
  const goods = merchants.reduce((count, merchant) => count + merchant.goods.length, 0);
  progress(`${merchants.length} merchants with ${goods} goods, their accounts verified`);
  const plan = planSimulation({
    orders: options.orders,
    seed: options.seed,
    days: options.days ?? 7,
    merchants: simulatedMerchantCount,
    goodsPerMerchant: simulatedGoodsPerMerchant,
  });
  const settings = { runTag: options.runTag, lastDay: new Date(), signal: options.signal, progress };
  const run = new SimulationRun(api, bank, merchants, plan, settings);
  for (let day = 0; day < plan.days; day++) await run.playDay(day);
  await run.finish();
  return { ...run.summary, merchants: merchants.length, goods };
}

/** The supervise bank the product talks to, as its /api/health describes it. */
async function bankUrlOf(productUrl: string): Promise<string> {
  const health = (await (await fetch(`${productUrl}/api/health`)).json()) as {
    data?: { outerSystems?: Record<string, string> };
  };
  const description = health.data?.outerSystems?.superviseBank ?? '';
  const url = bankUrlDescribed(description);
  if (!url) throw new Error(`no supervise bank URL in /api/health ("${description}"): pass --bank-url`);
  return url;
}
