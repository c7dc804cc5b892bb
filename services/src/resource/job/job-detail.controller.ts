import { Answers } from '@platform/http/answers';
import { jobDetail, type JobDetail } from '@services/resource/job/job-detail.wire';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Caller, QueryParams } from '@platform/http/request-params';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { FileLinks } from '@services/resource/oss/file-links';

const jobQuery = z.object({
  id: z.string({ error: '请输入任务编号' }).trim().min(1, '请输入任务编号').max(200),
});
export const jobNotFound = '任务不存在';

/** What a job's result says of its file, when it made one (exports do). */
interface FileResult {
  link?: unknown;
  fileName?: unknown;
  rows?: unknown;
}

/**
 * blade-resource/job/detail: how far a background job of the caller's tenant has got, and the
 * link to its file once done (WIRE.md: exports answer a job id). A job enqueued for another
 * tenant does not exist for the caller.
 */
@ApiTags('blade-resource')
@Controller('blade-resource/job')
export class JobDetailController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly links: FileLinks,
  ) {}

  @Get('detail')
  @SignedIn()
  @ApiOperation({ summary: 'A background job: status, progress (0–100), link when done, error when failed' })
  @Answers(jobDetail)
  async detail(
    @QueryParams(jobQuery) { id }: { id: string },
    @Caller() caller: RequestContext,
  ): Promise<JobDetail> {
    const job = await this.runtime.jobs.getJob(id).catch(() => undefined);
    const owner = (job?.payload as { tenantId?: unknown } | undefined)?.tenantId;
    if (!job || owner !== caller.tenantId) throw new NotFoundError(jobNotFound);
    const result = (job.status === 'completed' ? job.result : undefined) as FileResult | undefined;
    return {
      id: job.id,
      name: job.name,
      status: job.status,
      progress: job.progress,
      // A file's link is signed when it is asked for, so that it is valid from then on.
      link: typeof result?.link === 'string' ? this.links.resigned(result.link) : null,
      fileName: typeof result?.fileName === 'string' ? result.fileName : null,
      rows: typeof result?.rows === 'number' ? result.rows : null,
      error: job.status === 'failed' ? (job.failedReason ?? '任务失败') : null,
      attemptsMade: job.attemptsMade,
      createTime: job.createdAt,
      finishTime: job.finishedAt ?? null,
    };
  }
}
