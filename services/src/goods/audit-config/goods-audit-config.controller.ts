import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import {
  GoodsAuditConfigQueries,
  goodsAuditConfigList,
} from '@projections/goods/goods-audit-config/goods-audit-config.queries';
import { auditConfigNotFound } from '@services/goods/audit-config/goods-audit-config.decider';
import { GoodsAuditConfigHandlers } from '@services/goods/audit-config/goods-audit-config.handlers';
import {
  type AuditStatusQuery,
  auditStatusQuery,
  type InsertAuditConfig,
  insertAuditConfigSchema,
  type UpdateAuditConfig,
  updateAuditConfigSchema,
} from '@services/goods/audit-config/goods-audit-config.schemas';
import { idQuery } from '@services/goods/goods.schemas';

/** prepaid-goods/goodsAuditConfig: per industry category, whether goods are audited and by whom. */
@ApiTags('prepaid-goods')
@Controller('prepaid-goods/goodsAuditConfig')
export class GoodsAuditConfigController {
  constructor(
    @Inject(GoodsAuditConfigQueries) private readonly configs: GoodsAuditConfigQueries,
    @Inject(GoodsAuditConfigHandlers) private readonly handlers: GoodsAuditConfigHandlers,
  ) {}

  @Get('selectAuditConfigList')
  @RequiresPermission('goods_audit_config_view')
  @ApiOperation({ summary: 'Audit configurations, paged; filters industryCategoryId, auditRequired, status' })
  list(@ListQuery(goodsAuditConfigList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.configs.page(caller.tenantId, list);
  }

  @Get('selectAuditConfigDetail')
  @RequiresPermission('goods_audit_config_view')
  @ApiOperation({ summary: 'One audit configuration' })
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Post('insertAuditConfig')
  @HttpCode(200)
  @RequiresPermission('goods_audit_config_add')
  @ApiOperation({ summary: 'Configure the audit of an industry category (one each)' })
  async insert(
    @BodyParams(insertAuditConfigSchema) form: InsertAuditConfig,
    @Caller() caller: RequestContext,
  ) {
    return this.found(caller, await this.handlers.insert(form, caller));
  }

  @Post('updateAuditConfig')
  @HttpCode(200)
  @RequiresPermission('goods_audit_config_edit')
  @ApiOperation({ summary: 'Change whether the category is audited, and by which role' })
  async update(
    @BodyParams(updateAuditConfigSchema) form: UpdateAuditConfig,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.update(form, caller);
    return this.found(caller, form.id);
  }

  @Post('updateAuditStatus')
  @HttpCode(200)
  @RequiresPermission('goods_audit_config_status')
  @ApiOperation({ summary: 'Enable (1) or disable (0) an audit configuration (id, status)' })
  async updateAuditStatus(
    @Params(auditStatusQuery) { id, status }: AuditStatusQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.setStatus(id, status, caller);
    return {};
  }

  private async found(caller: RequestContext, id: string) {
    const config = await this.configs.findRecord(caller.tenantId, id);
    if (!config) throw new NotFoundError(auditConfigNotFound);
    return config;
  }
}
