import { merchantMigrations } from '@infra/migrations/merchant/merchant.migrations';
import { aggregate } from '@platform/contexts/aggregate';
import { contextJobs, type BoundedContext } from '@platform/contexts/bounded-context';
import { bankVerifyProjection } from '@projections/merchant/bank-verify/bank-verify.projection';
import { merchantProjection } from '@projections/merchant/merchant/merchant.projection';
import { merchantStatisticsProjection } from '@projections/merchant/merchant-statistics/merchant-statistics.projection';
import { seedMerchantCategories } from '@services/merchant/category/category.seed';
import { merchantJobCatalogue, merchantJobHandlers } from '@services/merchant/merchant.jobs';
import { MerchantModule } from '@services/merchant/merchant.module';
import { merchantResources } from '@services/merchant/merchant.resources';
import { merchantReferences } from '@services/merchant/merchant.references';
import { merchantDecider } from '@services/merchant/merchant/merchant.decider';
import { merchantStreamId } from '@services/merchant/merchant/merchant.stream';
import { bankVerifyDecider } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
import { bankVerifyStreamId } from '@services/merchant/merchant-bank-verify/bank-verify.stream';
import { merchantDayStatisticsDecider } from '@services/merchant/merchant-statistics/merchant-statistics.decider';
import { merchantStatisticsStreamOf } from '@services/merchant/merchant-statistics/merchant-statistics.events';

/** prepaid-merchant: merchants, their rules and categories, bank verification and exports. */
export const merchantContext: BoundedContext = {
  name: 'merchant',
  references: merchantReferences,
  module: MerchantModule,
  aggregates: [
    aggregate('merchant', merchantStreamId, merchantDecider),
    aggregate('merchantBankVerify', bankVerifyStreamId, bankVerifyDecider),
    // One per merchant and day, keyed `<merchant>-<yyyy-MM-dd>`: recorded by reconciliation.
    aggregate('merchantDayStatistics', merchantStatisticsStreamOf, merchantDayStatisticsDecider),
  ],
  resources: merchantResources,
  projections: [merchantProjection, bankVerifyProjection, merchantStatisticsProjection],
  jobs: contextJobs({ catalogue: merchantJobCatalogue, handlers: merchantJobHandlers }),
  migrations: merchantMigrations,
  async start(runtime, log) {
    const seeded = await seedMerchantCategories(runtime.executor, '000000');
    if (seeded > 0) log.info(`seeded ${seeded} merchant categories`);
  },
};
