import { Answers } from '@platform/http/answers';
import { nothing, pageOf } from '@platform/http/wire-shapes';
import { auditConfigRecord } from '@services/goods/audit-config/goods-audit-config.wire';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
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
    private readonly configs: GoodsAuditConfigQueries,
    private readonly handlers: GoodsAuditConfigHandlers,
  ) {}

  @Reads(
    'selectAuditConfigList',
    'goods_audit_config_view',
    'Audit configurations, paged; filters industryCategoryId, auditRequired, status',
  )
  @Answers(pageOf(auditConfigRecord))
  list(@ListQuery(goodsAuditConfigList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.configs.page(caller.tenantId, list);
  }

  @Reads('selectAuditConfigDetail', 'goods_audit_config_view', 'One audit configuration')
  @Answers(auditConfigRecord)
  detail(@QueryParams(idQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    return this.found(caller, id);
  }

  @Writes(
    'insertAuditConfig',
    'goods_audit_config_add',
    'Configure the audit of an industry category (one each)',
  )
  @Answers(auditConfigRecord)
  async insert(
    @BodyParams(insertAuditConfigSchema) form: InsertAuditConfig,
    @Caller() caller: RequestContext,
  ) {
    return this.found(caller, await this.handlers.insert(form, caller));
  }

  @Writes(
    'updateAuditConfig',
    'goods_audit_config_edit',
    'Change whether the category is audited, and by which role',
  )
  @Answers(auditConfigRecord)
  async update(
    @BodyParams(updateAuditConfigSchema) form: UpdateAuditConfig,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.update(form, caller);
    return this.found(caller, form.id);
  }

  @Writes(
    'updateAuditStatus',
    'goods_audit_config_status',
    'Enable (1) or disable (0) an audit configuration (id, status)',
  )
  @Answers(nothing)
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
