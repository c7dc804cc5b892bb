import type { z } from 'zod';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { GoodsAuditConfigCommand } from '@services/goods/audit-config/goods-audit-config.commands';
import {
  auditConfigNotFound,
  goodsAuditConfigDecider,
} from '@services/goods/audit-config/goods-audit-config.decider';
import type { AuditConfigStatus } from '@services/goods/audit-config/goods-audit-config.events';
import type { GoodsAuditConfigRepository } from '@services/goods/audit-config/goods-audit-config.repository';
import type {
  insertAuditConfigSchema,
  updateAuditConfigSchema,
} from '@services/goods/audit-config/goods-audit-config.schemas';
import { goodsAuditConfigStreamId } from '@services/goods/audit-config/goods-audit-config.stream';

/**
 * The write side of audit configurations. A configuration's stream is named by its category,
 * so calls naming it by id first find its category in the read model of the caller's tenant.
 */
export class GoodsAuditConfigHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly configs: GoodsAuditConfigRepository,
  ) {}

  async insert(
    form: z.output<typeof insertAuditConfigSchema>,
    context: RequestContext,
    at: Date,
  ): Promise<string> {
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
    await this.run(industryCategoryId, { type: 'CreateGoodsAuditConfig', data }, context, at);
    return id;
  }

  async update(
    form: z.output<typeof updateAuditConfigSchema>,
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    const { id, auditRequired, auditRoleId, remark } = form;
    const category = await this.categoryOf(id, context);
    const data = { auditRequired, auditRoleId, remark };
    await this.run(category, { type: 'UpdateGoodsAuditConfig', data }, context, at);
  }

  async setStatus(id: string, status: AuditConfigStatus, context: RequestContext, at: Date): Promise<void> {
    const category = await this.categoryOf(id, context);
    await this.run(category, { type: 'SetGoodsAuditConfigStatus', data: { status } }, context, at);
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
    at: Date,
  ): Promise<void> {
    const streamId = goodsAuditConfigStreamId(context.tenantId, industryCategoryId);
    const metadata = commandMetadata(context, at);
    await this.executor.execute(
      goodsAuditConfigDecider,
      { streamId, command: { ...command, metadata } as GoodsAuditConfigCommand },
      eventMetadataFrom(context, at),
    );
  }
}
