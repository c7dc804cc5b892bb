import type { MerchantExtRepository } from '@services/merchant/ext/merchant-ext.repository';
import type { MerchantStatisticsRepository } from '@services/merchant/statistics/merchant-statistics.repository';
import type { FileStorage } from '@services/resource/storage/file-storage.port';

/**
 * What the export jobs read from and write to. The repositories are over the owner connection:
 * jobs run outside requests, so they filter by the payload's tenant themselves.
 */
export interface MerchantExportDeps {
  extensions: MerchantExtRepository;
  statistics: MerchantStatisticsRepository;
  storage: FileStorage;
}

let bound: MerchantExportDeps | undefined;

/**
 * The job catalogue is handed to the runtime before the database or the storage exist, so the
 * handlers find them here, bound once they do: by MerchantModule in processes that serve HTTP
 * (the same storage the download link reads), by main.ts in worker-only processes. A job that
 * runs before that fails its attempt and is retried.
 */
export function bindMerchantExports(deps: MerchantExportDeps): void {
  bound = deps;
}

export function merchantExportDeps(): MerchantExportDeps {
  if (!bound) throw new Error('merchant exports are not bound to a database and storage yet');
  return bound;
}
