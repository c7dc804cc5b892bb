import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { exportStarted } from '@platform/exports/exports.wire';
import { Answers } from '@platform/http/answers';
import { Caller, Params } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { AuditTrail } from '@services/audit/audit-trail';
import { AuditJobs } from '@services/audit/trail-export/trail-export.jobs';
import { type TrailExportQuery, trailExportQuery } from '@services/audit/trail-export/trail-export.schemas';

/** The button code of the audit page's export. */
export const auditExportCode = 'audit_explorer_export';

/** audit/trail: a record's history exported to xlsx by a job, as every export is. */
@ApiTags('audit')
@Controller('audit/trail')
export class TrailExportController {
  constructor(
    private readonly trail: AuditTrail,
    private readonly jobs: AuditJobs,
  ) {}

  @Writes('export', auditExportCode, '审计追溯: 导出 xlsx of a record’s timeline (answers a job id)')
  @Answers(exportStarted)
  async export(
    @Params(trailExportQuery) record: TrailExportQuery,
    @Caller() { tenantId, userId }: RequestContext,
  ) {
    // A record the caller cannot see is refused now rather than exported as an empty sheet.
    if (!(await this.trail.stream({ tenantId }, record.aggregateType, record.aggregateId)))
      throw new NotFoundError('未找到该记录的历史');
    const { id } = await this.jobs.enqueue('audit.exportTrail', {
      exportId: randomUUID(),
      tenantId,
      userId,
      ...record,
    });
    return { jobId: id };
  }
}
