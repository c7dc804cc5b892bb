import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params } from '@platform/http/request-params';
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
    @Inject(MerchantExtHandlers) private readonly handlers: MerchantExtHandlers,
    @Inject(ResourceRepository) private readonly records: ResourceRepository,
    @Inject(MerchantExtQueries) private readonly extensions: MerchantExtQueries,
    @Inject(MerchantJobs) private readonly jobs: MerchantJobs,
  ) {}

  @Get('page')
  @RequiresPermission('merchant_ext_view')
  @ApiOperation({ summary: '商户扩展: 分页(含商户名称、经营区域全称)' })
  page(@ListQuery(merchantExtList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.extensions.page(caller.tenantId, list);
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('merchant_ext_add')
  @ApiOperation({ summary: '商户扩展: 新增或修改; businessArea is a 4th-level region code' })
  async submit(@BodyParams(merchantExtForm) form: ResourceForm, @Caller() caller: RequestContext) {
    const id = await this.handlers.submit(form, caller);
    return this.records.detail(merchantExtResource, caller.tenantId, id);
  }

  @Post('handleExport')
  @HttpCode(200)
  @RequiresPermission('merchant_ext_export')
  @ApiOperation({ summary: '商户扩展: 导出 xlsx (answers a job id; see blade-resource/job/detail)' })
  async handleExport(
    @Params(exportQuery) { merchantId }: { merchantId?: string },
    @Caller() { tenantId, userId }: RequestContext,
  ) {
    const payload = { exportId: randomUUID(), tenantId, userId, ...(merchantId ? { merchantId } : {}) };
    const { id } = await this.jobs.enqueue('merchant.exportExt', payload);
    return { jobId: id };
  }
}
