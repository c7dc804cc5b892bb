import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { BankVerifyController } from '@services/merchant/bank/bank-verify.controller';
import { BankVerifyRepository } from '@services/merchant/bank/bank-verify.repository';
import { BankVerifyService } from '@services/merchant/bank/bank-verify.service';
import { superviseBankFromEnv } from '@services/merchant/bank/http-supervise-bank';
import { SUPERVISE_BANK, type SuperviseBank } from '@services/merchant/bank/supervise-bank.port';
import { CategoryController } from '@services/merchant/category/category.controller';
import { MerchantExtController } from '@services/merchant/ext/merchant-ext.controller';
import { MerchantExtRepository } from '@services/merchant/ext/merchant-ext.repository';
import { bindMerchantExports } from '@services/merchant/exports/merchant-exports.deps';
import { MerchantJobs } from '@services/merchant/exports/merchant-jobs.token';
import { MerchantController } from '@services/merchant/merchant/merchant.controller';
import { MerchantService } from '@services/merchant/merchant/merchant.service';
import { MerchantsRepository } from '@services/merchant/merchant/merchants.repository';
import { RuleBaseController } from '@services/merchant/rule-base/rule-base.controller';
import { MerchantStatisticsController } from '@services/merchant/statistics/merchant-statistics.controller';
import { MerchantStatisticsRepository } from '@services/merchant/statistics/merchant-statistics.repository';
import { BladeResourceModule } from '@services/resource/blade-resource.module';
import type { FileStorage } from '@services/resource/storage/file-storage.port';
import { FILE_STORAGE } from '@services/resource/storage/file-storage.token';

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
  imports: [CqrsModule, BladeResourceModule],
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
    { provide: SUPERVISE_BANK, useFactory: () => superviseBankFromEnv() },
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
      inject: [RUNTIME, SUPERVISE_BANK, MerchantsRepository, BankVerifyRepository],
    },
    { provide: MerchantJobs, useFactory: (runtime: Runtime) => runtime.jobs, inject: [RUNTIME] },
  ],
})
export class MerchantModule implements OnModuleInit {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** The export jobs write where the download link reads: this process's storage. */
  onModuleInit(): void {
    const { db } = this.runtime.infrastructure.database;
    bindMerchantExports({
      extensions: new MerchantExtRepository(db),
      statistics: new MerchantStatisticsRepository(db),
      storage: this.storage,
    });
  }
}
