import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Clock } from '@platform/clock/clock';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { Caller } from '@platform/http/request-params';
import { Reads } from '@platform/http/routes';
import { DashboardQueries } from '@projections/desk/dashboard/dashboard.queries';
import { SupervisedMoneyQueries } from '@projections/money/supervised-money/supervised-money.queries';
import { goodsFigures, merchantFigures, moneyFigures } from '@services/desk/dashboard/dashboard.wire';
import { trendDaysTo } from '@services/desk/dashboard/trend-days';

/** What a day without a movement reads. */
const none = '0.00';

/**
 * blade-desk/dashboard: the home page's figures. Each is guarded by the right to see the list it
 * summarises, so the home page shows a caller only what their menus already let them open. The
 * home page reads the abnormal orders and the caller's tasks from their own lists' calls
 * (abnormalOrder/getOrderStatisticsCount, and blade-flow's todo-list and claim-list).
 */
@ApiTags('blade-desk')
@Controller('blade-desk/dashboard')
export class DashboardController {
  constructor(
    private readonly figures: DashboardQueries,
    private readonly money: SupervisedMoneyQueries,
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
    const days = trendDaysTo(this.clock.now());
    const [byStatus, submitted] = await Promise.all([
      this.figures.goodsByStatus(caller.tenantId),
      this.figures.submittedPerDay(caller.tenantId, days[0]!),
    ]);
    return { byStatus, submittedPerDay: days.map((day) => ({ day, count: submitted.get(day) ?? 0 })) };
  }

  /** The orders list's right: its rows are the money paid, frozen, consumed and refunded. */
  @Reads('money', 'order_view', '首页: 监管账户余额, 今日及近 30 天每日入账、消费、退款金额')
  @Answers(moneyFigures)
  async supervisedMoney(@Caller() caller: RequestContext) {
    const days = trendDaysTo(this.clock.now());
    const [supervisedBalance, moved] = await Promise.all([
      this.money.heldAtTheBank(caller.tenantId),
      this.money.movedPerDay(caller.tenantId, days[0]!),
    ]);
    const movedOn = (day: string) => ({
      deposits: moved.deposits.get(day) ?? none,
      consumption: moved.consumption.get(day) ?? none,
      refunds: moved.refunds.get(day) ?? none,
    });
    const today = movedOn(days.at(-1)!);
    const perDay = days.map((day) => ({ day, ...movedOn(day) }));
    return { supervisedBalance, today, perDay };
  }
}
