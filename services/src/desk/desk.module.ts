import { Module } from '@nestjs/common';
import { tenantReads } from '@platform/runtime/read-model-providers';
import { DashboardQueries } from '@projections/desk/dashboard/dashboard.queries';
import { SupervisedMoneyQueries } from '@projections/money/supervised-money/supervised-money.queries';
import { DashboardController } from '@services/desk/dashboard/dashboard.controller';

/** blade-desk calls with behaviour of their own; notices come from the resource registry. */
@Module({
  controllers: [DashboardController],
  providers: [tenantReads(DashboardQueries), tenantReads(SupervisedMoneyQueries)],
})
export class DeskModule {}
