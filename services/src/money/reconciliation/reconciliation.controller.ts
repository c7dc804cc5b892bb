import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { storedFilters } from '@platform/exports/export-filters';
import { exportStarted } from '@platform/exports/exports.wire';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { formatWireDay } from '@platform/http/wire-dates';
import { pageOf } from '@platform/http/wire-shapes';
import { Clock } from '@platform/clock/clock';
import {
  reconciliationDayList,
  ReconciliationDaysQueries,
} from '@projections/money/reconciliation/reconciliation-days.queries';
import {
  ReconciliationQueries,
  reconciliationList,
} from '@projections/money/reconciliation/reconciliation.queries';
import { MoneyJobs } from '@services/money/money.jobs';
import { type ReconcileQuery, reconcileQuery } from '@services/money/reconciliation/reconciliation.schemas';
import { reconciliationDay, reconciliationRecord } from '@services/money/reconciliation/reconciliation.wire';

/**
 * prepaid-transaction/orderInfo/reconciliation: the daily comparison of the bank's statement
 * with our records (MONEY.md §6), a run on demand for a day, and its export. Runs and exports
 * are jobs: each answers a job id that blade-resource/job/detail follows.
 */
@ApiTags('prepaid-transaction')
@Controller('prepaid-transaction/orderInfo/reconciliation')
export class ReconciliationController {
  constructor(
    private readonly rows: ReconciliationQueries,
    private readonly days: ReconciliationDaysQueries,
    private readonly jobs: MoneyJobs,
    private readonly clock: Clock,
  ) {}

  @Reads(
    'page',
    'reconciliation_view',
    "订单对账: each difference a day's run found (and, of days reconciled before the day's figures, each line), newest first",
  )
  @Answers(pageOf(reconciliationRecord))
  page(@ListQuery(reconciliationList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.rows.page(caller.tenantId, list);
  }

  @Reads(
    'days',
    'reconciliation_view',
    "订单对账: each reconciled day's figures for the caller, newest first",
  )
  @Answers(pageOf(reconciliationDay))
  dayPage(@ListQuery(reconciliationDayList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.days.page(caller.tenantId, list);
  }

  @Writes(
    'run',
    'reconciliation_add',
    "订单对账: reconcile a day now (the bank's statement against our records; answers a job id)",
  )
  @Answers(exportStarted)
  async run(
    @Params(reconcileQuery) { date }: ReconcileQuery,
    @Caller() { tenantId, userId }: RequestContext,
  ) {
    // Today is the operator's, in the wire's zone, where a day's consumption is also counted: in
    // Beijing's first hours the UTC date is still yesterday, and today would be refused.
    if (date > formatWireDay(this.clock.now())) throw new RefusedError('不能对账未来的日期');
    const { id } = await this.jobs.enqueue('money.reconcile', { date, tenantId, userId });
    return { jobId: id };
  }

  @Writes('export', 'reconciliation_export', "订单对账: 导出 xlsx of the list's search (answers a job id)")
  @Answers(exportStarted)
  async export(
    @ListQuery(reconciliationList) list: ListRequest,
    @Caller() { tenantId, userId }: RequestContext,
  ) {
    const payload = { exportId: randomUUID(), tenantId, userId, filters: storedFilters(list.filters) };
    const { id } = await this.jobs.enqueue('money.exportReconciliation', payload);
    return { jobId: id };
  }
}
