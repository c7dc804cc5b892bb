import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { exportJobPolicy, type ExportRequest, xlsxExportJob } from '@platform/exports/export-job';
import type { ExportColumn } from '@platform/exports/xlsx-export';
import { formatWireDate } from '@platform/http/wire-dates';
import type { JobCatalogue, JobHandlers, Jobs } from '@platform/jobs/jobs.port';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { AuditTrail } from '@services/audit/audit-trail';
import type { StreamHistoryView } from '@services/audit/audit-views';
import type { TrailExportQuery } from '@services/audit/trail-export/trail-export.schemas';

export type AuditJobPayloads = { 'audit.exportTrail': ExportRequest & TrailExportQuery };

export const auditJobCatalogue: JobCatalogue<AuditJobPayloads> = { 'audit.exportTrail': exportJobPolicy };

/** One line of the exported trail: a field an event changed, with who, when and from where. */
interface TrailLine {
  revision: number;
  recordedAt: string;
  account: string;
  clientIp: string;
  type: string;
  field: string;
  before: unknown;
  after: unknown;
  correlationId: string;
}

/** A value of a record's state as one cell: text as it is, anything else as its JSON. */
function cellOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const trailColumns: ReadonlyArray<ExportColumn<TrailLine>> = [
  { header: '版本', value: (line) => line.revision, width: 8 },
  { header: '时间', value: (line) => formatWireDate(new Date(line.recordedAt)), width: 20 },
  { header: '操作人', value: (line) => line.account },
  { header: 'IP 地址', value: (line) => line.clientIp },
  { header: '事件', value: (line) => line.type, width: 24 },
  { header: '字段', value: (line) => line.field, width: 28 },
  { header: '变更前', value: (line) => cellOf(line.before), width: 28 },
  { header: '变更后', value: (line) => cellOf(line.after), width: 28 },
  { header: '请求', value: (line) => line.correlationId, width: 24 },
];

/** The timeline as lines, oldest first: a line per changed field, one for an event that changed none. */
function trailLines(history: StreamHistoryView | null): TrailLine[] {
  return (history?.entries ?? []).flatMap(({ event, changes }) => {
    const fields = changes.length > 0 ? changes : [{ field: '', before: null, after: null }];
    return fields.map((change) => ({ ...event, ...change }));
  });
}

/**
 * The export of a record's timeline to xlsx (the 审计 page's 导出), read as its asker reads it:
 * behind the same tenant wall, the record of another tenant exports no line.
 */
export function auditJobHandlers(runtime: RuntimeServices): JobHandlers<AuditJobPayloads> {
  const trail = new AuditTrail(new SqlEventHistory(runtime.infrastructure.database.db), runtime.aggregates);
  return {
    'audit.exportTrail': xlsxExportJob(
      runtime.storage,
      '审计追溯',
      trailColumns,
      async ({ tenantId, aggregateType, aggregateId }) => {
        const lines = trailLines(await trail.stream({ tenantId }, aggregateType, aggregateId));
        return { total: lines.length, batches: oneBatch(lines) };
      },
    ),
  };
}

/** A record's history is read whole to be folded: it reaches the sheet as one batch. */
async function* oneBatch<Row>(rows: readonly Row[]): AsyncIterable<readonly Row[]> {
  yield rows;
}

/** The process's jobs, typed by this catalogue: what the export call enqueues (audit.module.ts). */
export abstract class AuditJobs {
  abstract enqueue: Jobs<AuditJobPayloads>['enqueue'];
}
