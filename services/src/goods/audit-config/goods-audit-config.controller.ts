import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { auditConfigNotFound } from '@services/goods/audit-config/goods-audit-config.decider';
import { GoodsAuditConfigHandlers } from '@services/goods/audit-config/goods-audit-config.handlers';
import {
  auditConfigFilterable,
  GoodsAuditConfigRepository,
} from '@services/goods/audit-config/goods-audit-config.repository';
import {
  auditStatusQuery,
  insertAuditConfigSchema,
  updateAuditConfigSchema,
} from '@services/goods/audit-config/goods-audit-config.schemas';
import { idQuery } from '@services/goods/goods.schemas';
import { paramsOf, queryOf } from '@services/goods/request-params';

/** prepaid-goods/goodsAuditConfig: per industry category, whether goods are audited and by whom. */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goodsAuditConfig')
export class GoodsAuditConfigController {
  constructor(
    @Inject(GoodsAuditConfigRepository) private readonly configs: GoodsAuditConfigRepository,
    @Inject(GoodsAuditConfigHandlers) private readonly handlers: GoodsAuditConfigHandlers,
  ) {}

  @Get('selectAuditConfigList')
  @RequiresPermission('goods_audit_config_view')
  @ApiOperation({ summary: 'Audit configurations, paged; filters industryCategoryId, auditRequired, status' })
  list(@Req() request: FastifyRequest) {
    const paging = parseWith(pageQuery, queryOf(request));
    const filters = parseFilters(queryOf(request), { filterable: auditConfigFilterable });
    return this.configs.page(currentRequestContext().tenantId, paging, filters);
  }

  @Get('selectAuditConfigDetail')
  @RequiresPermission('goods_audit_config_view')
  @ApiOperation({ summary: 'One audit configuration' })
  detail(@Req() request: FastifyRequest) {
    return this.found(parseWith(idQuery, queryOf(request)).id);
  }

  @Post('insertAuditConfig')
  @HttpCode(200)
  @RequiresPermission('goods_audit_config_add')
  @ApiOperation({ summary: 'Configure the audit of an industry category (one each)' })
  async insert(@Req() request: FastifyRequest) {
    const form = parseWith(insertAuditConfigSchema, request.body ?? {});
    return this.found(await this.handlers.insert(form, currentRequestContext(), new Date()));
  }

  @Post('updateAuditConfig')
  @HttpCode(200)
  @RequiresPermission('goods_audit_config_edit')
  @ApiOperation({ summary: 'Change whether the category is audited, and by which role' })
  async update(@Req() request: FastifyRequest) {
    const form = parseWith(updateAuditConfigSchema, request.body ?? {});
    await this.handlers.update(form, currentRequestContext(), new Date());
    return this.found(form.id);
  }

  @Post('updateAuditStatus')
  @HttpCode(200)
  @RequiresPermission('goods_audit_config_status')
  @ApiOperation({ summary: 'Enable (1) or disable (0) an audit configuration (id, status)' })
  async updateAuditStatus(@Req() request: FastifyRequest) {
    const { id, status } = parseWith(auditStatusQuery, paramsOf(request));
    await this.handlers.setStatus(id, status, currentRequestContext(), new Date());
    return {};
  }

  private async found(id: string) {
    const config = await this.configs.findRecord(currentRequestContext().tenantId, id);
    if (!config) throw new NotFoundError(auditConfigNotFound);
    return config;
  }
}
