import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BulkRefusedError, CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { BadRequestError } from '@platform/errors/app-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RemoveResourceRecords, SubmitResourceRecord } from '@platform/resources/resource.commands';
import { resourceDecider } from '@platform/resources/resource.decider';
import { newRecord } from '@platform/resources/resource.events';
import { ResourceRepository } from '@platform/resources/resource.repository';
import { TreeChecks } from '@platform/resources/resource-tree.checks';

/** Answers the id of the record created or updated. */
@CommandHandler(SubmitResourceRecord)
export class SubmitResourceRecordHandler implements ICommandHandler<SubmitResourceRecord, string> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(SnowflakeIdGenerator) private readonly ids: SnowflakeIdGenerator,
    @Inject(ResourceRepository) private readonly records: ResourceRepository,
  ) {}

  async execute({ resource, id, values, context, at }: SubmitResourceRecord): Promise<string> {
    if (resource.tree) {
      const checks = new TreeChecks(this.records, resource, context.tenantId);
      await checks.assertParent(id, values[resource.tree.parentField]);
    }
    const decider = resourceDecider(resource);
    const metadata = eventMetadataFrom(context, at);
    const time = at.toISOString();
    if (id !== undefined) {
      const command = {
        kind: 'update' as const,
        tenantId: context.tenantId,
        values,
        userId: context.userId,
        at: time,
      };
      await this.executor.execute(decider, { streamId: resource.streamId(id), command }, metadata);
      return id;
    }
    const record = newRecord(resource.scope, this.ids.next(), values, context, time);
    await this.executor.execute(
      decider,
      { streamId: resource.streamId(record.id), command: { kind: 'create', record } },
      metadata,
    );
    return record.id;
  }
}

@CommandHandler(RemoveResourceRecords)
export class RemoveResourceRecordsHandler implements ICommandHandler<RemoveResourceRecords, void> {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(ResourceRepository) private readonly records: ResourceRepository,
  ) {}

  async execute({ resource, ids, context, at }: RemoveResourceRecords): Promise<void> {
    if (resource.tree) await new TreeChecks(this.records, resource, context.tenantId).assertLeaves(ids);
    const command = {
      kind: 'remove' as const,
      tenantId: context.tenantId,
      userId: context.userId,
      at: at.toISOString(),
    };
    const targets = [...new Set(ids)].map((id) => ({ streamId: resource.streamId(id), command }));
    try {
      await this.executor.executeAll(resourceDecider(resource), targets, eventMetadataFrom(context, at));
    } catch (error) {
      if (error instanceof BulkRefusedError)
        throw new BadRequestError(describeRefusals(error, resource.streamId('')));
      throw error;
    }
  }
}

/** "数据不存在: 12, 13" — the reason, then the ids it applies to, so the user knows which to drop. */
function describeRefusals(error: BulkRefusedError, streamPrefix: string): string {
  const idsByReason = new Map<string, string[]>();
  for (const { streamId, error: reason } of error.refusals) {
    const message = reason instanceof Error ? reason.message : String(reason);
    idsByReason.set(message, [...(idsByReason.get(message) ?? []), streamId.slice(streamPrefix.length)]);
  }
  return [...idsByReason].map(([reason, ids]) => `${reason}: ${ids.join(', ')}`).join('; ');
}
