import { startFakeBank } from '@infra/fake-bank/fake-bank-server';
import type { Runtime } from '@platform/runtime/runtime';
import { seedMerchantCategories } from '@services/merchant/category/category.seed';
import { bindMerchantExports } from '@services/merchant/exports/merchant-exports.deps';
import { MerchantExtRepository } from '@services/merchant/ext/merchant-ext.repository';
import { MerchantStatisticsRepository } from '@services/merchant/statistics/merchant-statistics.repository';
import { createFileStorage } from '@services/resource/storage/create-file-storage';

/**
 * What the merchant service needs at a start, before the HTTP app is created: the platform's
 * industry category tree, a supervise bank to talk to (the fake bank on loopback when
 * SUPERVISE_BANK_URL names none, so `npm start` works on a bare machine), and, in a process
 * without the api role, the export jobs' database and storage. Answers how to stop what it started.
 */
export async function startMerchantService(
  runtime: Runtime,
  log: { info(message: string): void },
): Promise<() => Promise<void>> {
  const seeded = await seedMerchantCategories(runtime.executor, '000000');
  if (seeded > 0) log.info(`seeded ${seeded} merchant categories`);
  if (!runtime.config.roles.has('api')) {
    const { db } = runtime.infrastructure.database;
    bindMerchantExports({
      extensions: new MerchantExtRepository(db),
      statistics: new MerchantStatisticsRepository(db),
      storage: createFileStorage(runtime.config),
    });
  }
  if (process.env.SUPERVISE_BANK_URL) return async () => {};
  const bank = await startFakeBank();
  process.env.SUPERVISE_BANK_URL = bank.url;
  log.info(`SUPERVISE_BANK_URL not set: a fake supervise bank answers on ${bank.url}`);
  return () => bank.close();
}
