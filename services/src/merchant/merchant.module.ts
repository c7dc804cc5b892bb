import { Module } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import { tenantReads } from '@platform/runtime/read-model-providers';
import type { Runtime } from '@platform/runtime/runtime-services';
import { BankVerifyQueries } from '@projections/merchant/bank-verify/bank-verify.queries';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { MerchantExtQueries } from '@projections/merchant/merchant-ext/merchant-ext.queries';
import { MerchantStatisticsQueries } from '@projections/merchant/merchant-statistics/merchant-statistics.queries';
import { CategoryController } from '@services/merchant/category/category.controller';
import { MerchantController } from '@services/merchant/merchant/merchant.controller';
import { MerchantHandlers } from '@services/merchant/merchant/merchant.handlers';
import { BankVerifyController } from '@services/merchant/merchant-bank-verify/bank-verify.controller';
import { BankVerifyHandlers } from '@services/merchant/merchant-bank-verify/bank-verify.handlers';
import { MicroDepositPayments } from '@services/merchant/merchant-bank-verify/micro-deposit-payments';
import { MerchantExtController } from '@services/merchant/merchant-ext/merchant-ext.controller';
import { MerchantExtHandlers } from '@services/merchant/merchant-ext/merchant-ext.handlers';
import { MerchantStatisticsController } from '@services/merchant/merchant-statistics/merchant-statistics.controller';
import { MerchantJobs } from '@services/merchant/merchant.jobs';
import { RuleBaseController } from '@services/merchant/rule-base/rule-base.controller';

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
    tenantReads(MerchantQueries),
    tenantReads(MerchantExtQueries),
    tenantReads(MerchantStatisticsQueries),
    tenantReads(BankVerifyQueries),
    MerchantHandlers,
    MerchantExtHandlers,
    BankVerifyHandlers,
    MicroDepositPayments,
    { provide: MerchantJobs, useFactory: (runtime: Runtime) => runtime.jobs, inject: [RUNTIME] },
  ],
})
export class MerchantModule {}
