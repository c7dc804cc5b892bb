import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeAllOrNothing } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
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
    const targets = ids.map((id) => ({ id, streamId: resource.streamId(id), command }));
    await executeAllOrNothing(this.executor, resourceDecider(resource), targets, context, at);
  }
}
