import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAllOrNothing } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import { newRecord } from '@platform/resource-registry/resource.events';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { TreeChecks } from '@platform/resource-registry/resource-tree.checks';

/** The write side of every declared resource: create, update and remove records. */
@Injectable()
export class ResourceHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly records: ResourceRepository,
    private readonly clock: Clock,
    private readonly references: ReferenceChecks,
  ) {}

  /** Creates a record (no id) or updates one, naming only records that exist; answers its id. */
  async submit(
    resource: Resource,
    id: string | undefined,
    values: Record<string, unknown>,
    caller: RequestContext,
  ): Promise<string> {
    if (resource.tree) {
      const checks = new TreeChecks(this.records, resource, caller.tenantId);
      await checks.assertParent(id, values[resource.tree.parentField]);
    }
    await this.references.assertExist(resource.table, values, caller.tenantId);
    const decider = resourceDecider(resource);
    const at = this.clock.now();
    const metadata = eventMetadataFrom(caller, at);
    const time = at.toISOString();
    if (id !== undefined) {
      const command = {
        kind: 'update' as const,
        tenantId: caller.tenantId,
        values,
        userId: caller.userId,
        at: time,
      };
      await this.executor.execute(decider, { streamId: resource.streamId(id), command }, metadata);
      return id;
    }
    const record = newRecord(resource.scope, this.ids.next(), values, caller, time);
    await this.executor.execute(
      decider,
      { streamId: resource.streamId(record.id), command: { kind: 'create', record } },
      metadata,
    );
    return record.id;
  }

  /**
   * Removes records, all or nothing; a tree's record only when it has no children, and none
   * that another record names.
   */
  async remove(resource: Resource, ids: readonly string[], caller: RequestContext): Promise<void> {
    if (resource.tree) await new TreeChecks(this.records, resource, caller.tenantId).assertLeaves(ids);
    await this.references.assertUnnamed(resource.table, ids, caller.tenantId);
    const at = this.clock.now();
    const command = {
      kind: 'remove' as const,
      tenantId: caller.tenantId,
      userId: caller.userId,
      at: at.toISOString(),
    };
    const targets = ids.map((id) => ({ id, streamId: resource.streamId(id), command }));
    await executeAllOrNothing(this.executor, resourceDecider(resource), targets, caller, at);
  }
}
