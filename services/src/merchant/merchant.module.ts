import { Module } from '@nestjs/common';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { BankVerifyController } from '@services/merchant/bank/bank-verify.controller';
import { BankVerifyRepository } from '@services/merchant/bank/bank-verify.repository';
import { BankVerifyService } from '@services/merchant/bank/bank-verify.service';
import type { SuperviseBank } from '@services/merchant/bank/supervise-bank.port';
import { superviseBank } from '@services/merchant/bank/supervise-bank.outer-system';
import { CategoryController } from '@services/merchant/category/category.controller';
import { MerchantExtController } from '@services/merchant/ext/merchant-ext.controller';
import { MerchantExtRepository } from '@services/merchant/ext/merchant-ext.repository';
import { MerchantJobs } from '@services/merchant/exports/merchant-jobs.token';
import { MerchantController } from '@services/merchant/merchant/merchant.controller';
import { MerchantService } from '@services/merchant/merchant/merchant.service';
import { MerchantsRepository } from '@services/merchant/merchant/merchants.repository';
import { RuleBaseController } from '@services/merchant/rule-base/rule-base.controller';
import { MerchantStatisticsController } from '@services/merchant/statistics/merchant-statistics.controller';
import { MerchantStatisticsRepository } from '@services/merchant/statistics/merchant-statistics.repository';

const readsWith = <T>(Repository: new (db: Runtime['infrastructure']['database']['tenantReads']) => T) => ({
  provide: Repository,
  useFactory: (runtime: Runtime) => new Repository(runtime.infrastructure.database.tenantReads),
  inject: [RUNTIME],
});

/**
 * prepaid-merchant: merchants (event-sourced), their rules, bank verification and exports. Its
 * plain records (tags, banks, categories, rule bases, extensions) are served by the resource
 * registry from merchant.resources.ts; the controllers here add the calls those cannot.
 */
@Module({
  controllers: [
    MerchantController,
    CategoryController,
    RuleBaseController,
    MerchantExtController,
    MerchantStatisticsController,
    BankVerifyController,
  ],
  providers: [
    readsWith(MerchantsRepository),
    readsWith(MerchantExtRepository),
    readsWith(MerchantStatisticsRepository),
    readsWith(BankVerifyRepository),
    {
      provide: MerchantService,
      useFactory: (executor: CommandExecutor, ids: SnowflakeIdGenerator, merchants: MerchantsRepository) =>
        new MerchantService(executor, ids, merchants),
      inject: [CommandExecutor, SnowflakeIdGenerator, MerchantsRepository],
    },
    {
      provide: BankVerifyService,
      useFactory: (
        runtime: Runtime,
        bank: SuperviseBank,
        merchants: MerchantsRepository,
        verifications: BankVerifyRepository,
      ) =>
        new BankVerifyService({
          executor: runtime.executor,
          store: runtime.infrastructure.store,
          bank,
          merchants,
          verifications,
        }),
      inject: [RUNTIME, superviseBank.token, MerchantsRepository, BankVerifyRepository],
    },
    { provide: MerchantJobs, useFactory: (runtime: Runtime) => runtime.jobs, inject: [RUNTIME] },
  ],
})
export class MerchantModule {}
