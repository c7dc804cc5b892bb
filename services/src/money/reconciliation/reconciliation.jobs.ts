import type { RequestContext } from '@platform/context/request-context';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { executeInBatches } from '@platform/commands/execute-in-batches';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import {
  exportBatchSize,
  exportJobPolicy,
  type ExportRequest,
  xlsxExportJob,
} from '@platform/exports/export-job';
import { revivedFilters, type StoredFilter } from '@platform/exports/export-filters';
import { type ExportColumn, keysetBatches } from '@platform/exports/xlsx-export';
import type { JobCatalogue, JobContext, JobHandlers } from '@platform/jobs/jobs.port';
import { formatWireDay } from '@platform/http/wire-dates';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { MerchantDayFiguresQueries } from '@projections/money/reconciliation/merchant-day-figures.queries';
import { merchantDayStatisticsDecider, merchantStatisticsStreamId } from '@services/merchant/merchant.public';
import { ReconciliationQueries } from '@projections/money/reconciliation/reconciliation.queries';
import { StatementMatchingQueries } from '@projections/money/reconciliation/statement-matching.queries';
import { reconciliationDecider } from '@services/money/reconciliation/reconciliation.decider';
import { reconciliationStreamId } from '@services/money/reconciliation/reconciliation.stream';
import type { RecordReconciliation } from '@services/money/reconciliation/reconciliation.commands';
import { StagedStatement } from '@services/money/reconciliation/staged-statement.repository';
import type { ReconciliationRecord } from '@services/money/reconciliation/reconciliation.wire';
import { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';

/**
 * A run for `date` (YYYY-MM-DD); without one, the day before the run's own (the nightly run).
 * `tenantId` and `userId` name who asked for a run on demand (job/detail shows it to them).
 */
export interface ReconcileRequest {
  date?: string;
  tenantId?: string;
  userId?: string;
}

export type ReconciliationJobPayloads = {
  'money.reconcile': ReconcileRequest;
  'money.exportReconciliation': ExportRequest & { filters: StoredFilter[] };
};

/** The statement may not be ready, or the bank away: a few attempts, a minute or so apart. */
export const reconciliationJobCatalogue: JobCatalogue<ReconciliationJobPayloads> = {
  'money.reconcile': { attempts: 4, backoffMs: 20_000 },
  'money.exportReconciliation': exportJobPolicy,
};

/** The system parameter naming the nightly run's time (HH:mm), and its default. */
export const reconcileTimeParam = 'money.reconcile.time';
export const defaultReconcileTime = '02:00';

/**
 * The day a run without a date reconciles: the day before the one it runs on, both counted in the
 * wire's zone (Asia/Shanghai, which has no daylight saving), as the bank dates its statement and
 * the product its consumptions. In UTC, a run in Beijing's first hours would take the day before
 * yesterday.
 */
export function dayBefore(at: Date): string {
  return formatWireDay(new Date(at.getTime() - 86_400_000));
}

const resultWords = ['一致', '银行有我方无', '我方有银行无', '金额不符'];
const reconciliationColumns: ReadonlyArray<ExportColumn<ReconciliationRecord>> = [
  { header: '对账日期', value: (row) => row.reconDate, width: 12 },
  { header: '类型', value: (row) => row.lineKind },
  { header: '对账结果', value: (row) => resultWords[row.status] ?? String(row.status) },
  { header: '异常类型', value: (row) => row.abnormalKind },
  { header: '银行流水号', value: (row) => row.bankSerial, width: 24 },
  { header: '平台流水号', value: (row) => row.serial, width: 22 },
  { header: '支付单号', value: (row) => row.paymentNo, width: 22 },
  { header: '订单编号', value: (row) => row.orderId, width: 22 },
  { header: '银行金额', value: (row) => row.bankAmount },
  { header: '我方金额', value: (row) => row.ourAmount },
];

/**
 * The nightly reconciliation (MONEY.md §6) and its export. A run stages the bank's statement file
 * of the day in the database, matches it there against our deposits, cut-payments
 * and refunds (statement-matching.queries.ts) and records the result as the day's
 * ReconciliationRecorded — the day's figures and its differences, not the lines that matched —
 * under the job's id: a retried run records once. Then it records each merchant's figures of the
 * day (MerchantDayStatisticsRecorded), which the merchant statistics page reads.
 */
export function reconciliationJobHandlers(runtime: RuntimeServices): JobHandlers<ReconciliationJobPayloads> {
  const bank = runtime.outerSystems.get(superviseBank);
  const { database } = runtime.infrastructure;
  const { db } = database;
  const staged = new StagedStatement(database);
  const matching = new StatementMatchingQueries(db);
  const rows = new ReconciliationQueries(db);
  const figures = new MerchantDayFiguresQueries(db);
  /**
   * Each merchant's figures of the day, for the merchant statistics page; a rerun replaces them.
   * Written a few hundred merchants to an append and to a wait for the read models, where a
   * command per merchant waited once per merchant. As with the day's record, a read model still
   * behind fails no run: the figures are written, and a retry would stage the whole day again.
   */
  const recordMerchantDays = async (day: string, caller: RequestContext, at: Date) => {
    const targets = (await figures.of(day)).map(({ tenantId, merchantId, ...totals }) => ({
      streamId: merchantStatisticsStreamId(merchantId, day),
      command: {
        type: 'RecordMerchantDayStatistics' as const,
        data: { tenantId, merchantId, statDate: day, ...totals },
        metadata: { tenantId: platformTenantId, callerId: caller.userId, at: at.toISOString() },
      },
    }));
    await executeInBatches(
      runtime.executor,
      merchantDayStatisticsDecider,
      targets,
      eventMetadataFrom(caller, at),
    );
  };
  /** The day's statement staged under the run, matched kind by kind, summed up. */
  const matchDay = async (
    day: string,
    runId: string,
    reportProgress: JobContext['reportProgress'],
  ): Promise<Omit<RecordReconciliation['data'], 'runId'>> => {
    const statement = await bank.statement(day);
    await staged.stage(runId, statement);
    await reportProgress(30);
    const outcomes = (
      await Promise.all([
        matching.charges(runId, day),
        matching.instructions('transfer', runId, day),
        matching.instructions('refund', runId, day),
      ])
    ).flat();
    await reportProgress(60);
    const sum = (figure: (outcome: (typeof outcomes)[number]) => number) =>
      outcomes.reduce((total, outcome) => total + figure(outcome), 0);
    return {
      date: day,
      openingFen: statement.openingBalanceFen,
      closingFen: statement.closingBalanceFen,
      bankNetFen: sum((outcome) => outcome.bankNetFen),
      ourNetFen: sum((outcome) => outcome.ourNetFen),
      lines: sum((outcome) => outcome.lines),
      matched: outcomes.flatMap(({ tenantId, kind, matchedCount: count, matchedFen: amountFen }) =>
        tenantId !== null && count > 0 ? [{ tenantId, kind, count, amountFen }] : [],
      ),
      items: outcomes.flatMap((outcome) =>
        outcome.items.map((item) => ({ id: runtime.ids.next(), ...item })),
      ),
    };
  };
  return {
    async 'money.reconcile'({ date, userId }, { jobId, reportProgress }) {
      const at = runtime.clock.now();
      const day = date ?? dayBefore(at);
      try {
        const matched = await matchDay(day, jobId, reportProgress);
        const caller = reconcilerOf(userId, jobId);
        await runtime.executor
          .execute(
            reconciliationDecider,
            {
              streamId: reconciliationStreamId(day),
              command: {
                type: 'RecordReconciliation',
                data: { ...matched, runId: jobId },
                metadata: { tenantId: platformTenantId, callerId: caller.userId, at: at.toISOString() },
              },
            },
            eventMetadataFrom(caller, at),
          )
          .catch((error: unknown) => {
            // Recorded; the read model catches up in the background, and a retry would only stage
            // and match the whole day again to find it recorded.
            if (!(error instanceof ReadModelLagError)) throw error;
          });
        await recordMerchantDays(day, caller, at);
        return { date: day, lines: matched.lines, differences: matched.items.length };
      } finally {
        // Recorded or failed, the run is done with its lines: their partition goes at once.
        await staged.clear(jobId);
      }
    },
    'money.exportReconciliation': xlsxExportJob(
      runtime.storage,
      '订单对账',
      reconciliationColumns,
      async ({ tenantId, filters }) => {
        const where = revivedFilters(filters);
        return {
          total: await rows.count(tenantId, where),
          batches: keysetBatches(
            (afterId) => rows.batchAfter(tenantId, where, afterId, exportBatchSize),
            exportBatchSize,
          ),
        };
      },
    ),
  };
}

/** Who a run's record names: the operator who asked for it, or no one (the nightly schedule). */
function reconcilerOf(userId: string | undefined, jobId: string): RequestContext {
  return {
    requestId: `reconcile-${jobId}`,
    tenantId: platformTenantId,
    userId: userId ?? '0',
    account: 'reconciliation',
    deptId: '0',
    roleIds: [],
    clientIp: '',
  };
}
