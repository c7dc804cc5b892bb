import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { GoodsAuditConfigQueries } from '@projections/goods/goods-audit-config/goods-audit-config.queries';
import type { GoodsAuditConfigCommand } from '@services/goods/audit-config/goods-audit-config.commands';
import {
  auditConfigNotFound,
  goodsAuditConfigDecider,
} from '@services/goods/audit-config/goods-audit-config.decider';
import type { AuditConfigStatus } from '@services/goods/audit-config/goods-audit-config.events';
import type {
  InsertAuditConfig,
  UpdateAuditConfig,
} from '@services/goods/audit-config/goods-audit-config.schemas';
import { goodsAuditConfigStreamId } from '@services/goods/audit-config/goods-audit-config.stream';
import { ReferenceChecks } from '@platform/references/reference-checks';

/**
 * The write side of audit configurations. A configuration's stream is named by its category,
 * so calls naming it by id first find its category in the read model of the caller's tenant.
 */
@Injectable()
export class GoodsAuditConfigHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly configs: GoodsAuditConfigQueries,
    private readonly references: ReferenceChecks,
  ) {}

  /** Answers the id of the configuration created for a category (and role) of the tenant. */
  async insert(form: InsertAuditConfig, context: RequestContext): Promise<string> {
    await this.references.assertExist('prepaid_goods_audit_config', form, context.tenantId);
    const id = this.ids.next();
    const { industryCategoryId, auditRequired, auditRoleId, remark, status } = form;
    const data = {
      id,
      industryCategoryId,
      auditRequired,
      auditRoleId,
      remark,
      status,
      createDept: context.deptId || '0',
    };
    await this.run(industryCategoryId, { type: 'CreateGoodsAuditConfig', data }, context);
    return id;
  }

  async update(form: UpdateAuditConfig, context: RequestContext): Promise<void> {
    await this.references.assertExist('prepaid_goods_audit_config', form, context.tenantId);
    const { id, auditRequired, auditRoleId, remark } = form;
    const category = await this.categoryOf(id, context);
    const data = { auditRequired, auditRoleId, remark };
    await this.run(category, { type: 'UpdateGoodsAuditConfig', data }, context);
  }

  async setStatus(id: string, status: AuditConfigStatus, context: RequestContext): Promise<void> {
    const category = await this.categoryOf(id, context);
    await this.run(category, { type: 'SetGoodsAuditConfigStatus', data: { status } }, context);
  }

  private async categoryOf(id: string, context: RequestContext): Promise<string> {
    const config = await this.configs.findRecord(context.tenantId, id);
    if (!config) throw new NotFoundError(auditConfigNotFound);
    return config.industryCategoryId;
  }

  private async run(
    industryCategoryId: string,
    command: Omit<GoodsAuditConfigCommand, 'metadata'>,
    context: RequestContext,
  ): Promise<void> {
    const at = this.clock.now();
    const streamId = goodsAuditConfigStreamId(context.tenantId, industryCategoryId);
    const metadata = commandMetadata(context, at);
    await this.executor.execute(
      goodsAuditConfigDecider,
      { streamId, command: { ...command, metadata } as GoodsAuditConfigCommand },
      eventMetadataFrom(context, at),
    );
  }
}
