import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { idSchema } from '@platform/http/id-schemas';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { MerchantExtRepository, merchantExtFilterable } from '@services/merchant/ext/merchant-ext.repository';
import { MerchantJobs } from '@services/merchant/exports/merchant-jobs.token';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';
import { merchantExtResource as extensions } from '@services/merchant/resources/merchant-ext.resource';
import { resourceForm } from '@services/merchant/resources/resource-form';

const extForm = resourceForm(extensions);
export const notBusinessArea = '经营区域须选择到第四级(街道/乡镇)';
const exportQuery = z.object({
  merchantId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
});

/** prepaid-merchant/merchantExt: page, submit and handleExport (detail and remove are generic). */
@ApiTags('prepaid-merchant')
@Controller('prepaid-merchant/merchantExt')
export class MerchantExtController {
  constructor(
    @Inject(ResourceHandlers) private readonly handlers: ResourceHandlers,
    @Inject(ResourceRepository) private readonly records: ResourceRepository,
    @Inject(MerchantExtRepository) private readonly extensions: MerchantExtRepository,
    @Inject(MerchantJobs) private readonly jobs: MerchantJobs,
  ) {}

  @Get('page')
  @RequiresPermission('merchant_ext_view')
  @ApiOperation({ summary: '商户扩展: 分页(含商户名称、经营区域全称)' })
  page(@Req() request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    const paging = parseWith(pageQuery, query);
    const filters = parseFilters(query, { filterable: merchantExtFilterable });
    return this.extensions.page(currentRequestContext().tenantId, paging, filters);
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('merchant_ext_add')
  @ApiOperation({ summary: '商户扩展: 新增或修改; businessArea is a 4th-level region code' })
  async submit(@Req() request: FastifyRequest) {
    const { id, values } = extForm(request.body);
    const context = currentRequestContext();
    if (!(await this.extensions.merchantExists(context.tenantId, String(values.merchantId))))
      throw new ValidationError(merchantNotFound, 'merchantId');
    if (!(await this.extensions.isBusinessArea(String(values.businessArea))))
      throw new ValidationError(notBusinessArea, 'businessArea');
    const savedId = await this.handlers.submit(extensions, id, values, context);
    return this.records.detail(extensions, context.tenantId, savedId);
  }

  @Post('handleExport')
  @HttpCode(200)
  @RequiresPermission('merchant_ext_export')
  @ApiOperation({ summary: '商户扩展: 导出 xlsx (answers a job id; see blade-resource/job/detail)' })
  async handleExport(@Req() request: FastifyRequest) {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { merchantId } = parseWith(exportQuery, { ...(request.query as object), ...body });
    const { tenantId, userId } = currentRequestContext();
    const payload = { exportId: randomUUID(), tenantId, userId, ...(merchantId ? { merchantId } : {}) };
    const { id } = await this.jobs.enqueue('merchant.exportExt', payload);
    return { jobId: id };
  }
}
