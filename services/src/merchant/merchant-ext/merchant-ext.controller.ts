import { randomUUID } from 'node:crypto';
import { Answers } from '@platform/http/answers';
import { recordAnswer } from '@platform/resource-registry/resource-answers';
import { exportStarted } from '@platform/exports/exports.wire';
import { merchantExtPage } from '@services/merchant/merchant-ext/merchant-ext.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { merchantExtList, MerchantExtQueries } from '@projections/merchant/merchant-ext/merchant-ext.queries';
import { MerchantExtHandlers } from '@services/merchant/merchant-ext/merchant-ext.handlers';
import { merchantExtResource } from '@services/merchant/merchant-ext/merchant-ext.resource';
import { exportQuery, merchantExtForm } from '@services/merchant/merchant-ext/merchant-ext.schemas';
import { MerchantJobs } from '@services/merchant/merchant.jobs';
import type { ResourceForm } from '@services/merchant/resource-form';

/** prepaid-merchant/merchantExt: page, submit and handleExport (detail and remove are generic). */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchantExt')
export class MerchantExtController {
  constructor(
    private readonly handlers: MerchantExtHandlers,
    private readonly records: ResourceRepository,
    private readonly extensions: MerchantExtQueries,
    private readonly jobs: MerchantJobs,
  ) {}

  @Reads('page', 'merchant_ext_view', '商户扩展: 分页(含商户名称、经营区域全称)')
  @Answers(merchantExtPage)
  page(@ListQuery(merchantExtList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.extensions.page(caller.tenantId, list);
  }

  @Writes('submit', 'merchant_ext_add', '商户扩展: 新增或修改; businessArea is a 4th-level region code')
  @Answers(recordAnswer(merchantExtResource))
  async submit(@BodyParams(merchantExtForm) form: ResourceForm, @Caller() caller: RequestContext) {
    const id = await this.handlers.submit(form, caller);
    return this.records.detail(merchantExtResource, caller.tenantId, id);
  }

  @Writes(
    'handleExport',
    'merchant_ext_export',
    '商户扩展: 导出 xlsx (answers a job id; see blade-resource/job/detail)',
  )
  @Answers(exportStarted)
  async handleExport(
    @Params(exportQuery) { merchantId }: { merchantId?: string },
    @Caller() { tenantId, userId }: RequestContext,
  ) {
    const payload = { exportId: randomUUID(), tenantId, userId, ...(merchantId ? { merchantId } : {}) };
    const { id } = await this.jobs.enqueue('merchant.exportExt', payload);
    return { jobId: id };
  }
}
