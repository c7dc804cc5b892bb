import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Clock } from '@platform/clock/clock';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { formatWireDate } from '@platform/http/wire-dates';
import { addDays } from '@platform/lang/calendar-days';
import { DashboardQueries } from '@projections/desk/dashboard/dashboard.queries';
import { goodsFigures, merchantFigures } from '@services/desk/dashboard/dashboard.wire';

/** How many days the goods audit trend covers, today included. */
export const trendDays = 30;

/**
 * blade-desk/dashboard: the home page's figures. Each is guarded by the right to see the list it
 * summarises, so the home page shows a caller only what their menus already let them open.
 */
@ApiTags('blade-desk')
@Controller('blade-desk/dashboard')
export class DashboardController {
  constructor(
    private readonly figures: DashboardQueries,
    private readonly clock: Clock,
  ) {}

  @Reads('merchants', 'merchant_view', '首页: 商户数, 按银行账户验证状态')
  @Answers(merchantFigures)
  merchants(@Caller() caller: RequestContext) {
    return this.figures.merchants(caller.tenantId);
  }

  @Reads('goods', 'goods_view', '首页: 商品数按状态, 近 30 天每日提交审核数')
  @Answers(goodsFigures)
  async goods(@Caller() caller: RequestContext) {
    const today = formatWireDate(this.clock.now()).slice(0, 10);
    const firstDay = addDays(today, 1 - trendDays);
    const [byStatus, submitted] = await Promise.all([
      this.figures.goodsByStatus(caller.tenantId),
      this.figures.submittedPerDay(caller.tenantId, firstDay),
    ]);
    const days = Array.from({ length: trendDays }, (_, index) => addDays(firstDay, index));
    return { byStatus, submittedPerDay: days.map((day) => ({ day, count: submitted.get(day) ?? 0 })) };
  }
}
