import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAllOrNothing, executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import {
  onNewStream,
  stepOn,
  type StreamStepsTarget,
  streamStepsDecider,
} from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { enabledStatus, type Resource } from '@platform/resource-registry/define-resource';
import { enableSteps, releaseEnabledSlot } from '@platform/resource-registry/resource-enable.steps';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import { resourceUniqueKey } from '@platform/resource-registry/resource-unique-key';
import { decidedRecordAnswer } from '@platform/resource-registry/decided-record';
import { newRecord, type ResourceRecord } from '@platform/resource-registry/resource.events';
import { ResourceRepository, type WireRecord } from '@platform/resource-registry/resource.repository';
import { TreeChecks } from '@platform/resource-registry/resource-tree.checks';

/** A submitted record: its id, and what a detail read of it answers (nothing when it is hidden). */
export interface SavedRecord {
  id: string;
  answer: WireRecord | undefined;
}

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

  /**
   * Creates a record (no id) or updates one, naming only records that exist; answers its id and
   * the record as a detail read answers it, once the read models hold it.
   */
  async submit(
    resource: Resource,
    id: string | undefined,
    values: Record<string, unknown>,
    caller: RequestContext,
  ): Promise<SavedRecord> {
    if (resource.tree) {
      const checks = new TreeChecks(this.records, resource, caller.tenantId);
      await checks.assertParent(id, values[resource.tree.parentField]);
    }
    await this.references.assertExist(resource.table, values, caller.tenantId);
    const at = this.clock.now();
    const time = at.toISOString();
    const recordId = id ?? this.ids.next();
    const command =
      id === undefined
        ? { kind: 'create' as const, record: newRecord(resource.scope, recordId, values, caller, time) }
        : { kind: 'update' as const, tenantId: caller.tenantId, values, userId: caller.userId, at: time };
    const holds = this.uniqueHolds(resource, caller.tenantId, recordId, time);
    const previous = id === undefined ? undefined : await this.uniqueValueOf(resource, caller.tenantId, id);
    const streamId = resource.streamId(recordId);
    const step = stepOn(streamId, resourceDecider(resource), command);
    const outcome = await executeAsOne(
      this.executor,
      [
        id === undefined ? onNewStream(step) : step,
        ...(holds?.move(previous, String(values[resource.unique!.field])) ?? []),
      ],
      caller,
      at,
    );
    const decided = outcome.events.find((stream) => stream.streamId === streamId)?.events.at(-1);
    // An update that changed nothing decided no record: the row is as it was.
    const answer = decided
      ? decidedRecordAnswer(resource, decided.data as ResourceRecord)
      : await this.records.detail(resource, caller.tenantId, recordId);
    return { id: recordId, answer };
  }

  /**
   * Removes records, all or nothing; a tree's record only when it has no children, and none
   * that another record names. Their unique values are freed.
   */
  async remove(resource: Resource, ids: readonly string[], caller: RequestContext): Promise<void> {
    if (resource.tree) await new TreeChecks(this.records, resource, caller.tenantId).assertLeaves(ids);
    await this.references.assertUnnamed(resource.table, ids, caller.tenantId);
    const at = this.clock.now();
    const time = at.toISOString();
    const command = { kind: 'remove' as const, tenantId: caller.tenantId, userId: caller.userId, at: time };
    const targets: Array<StreamStepsTarget & { id: string }> = [];
    for (const id of ids) {
      const holds = this.uniqueHolds(resource, caller.tenantId, id, time);
      const released = holds?.release(await this.uniqueValueOf(resource, caller.tenantId, id)) ?? [];
      const slot = releaseEnabledSlot(resource, id, caller.tenantId, time);
      for (const target of [
        stepOn(resource.streamId(id), resourceDecider(resource), command),
        ...released,
        ...slot,
      ])
        targets.push({ ...target, id });
    }
    await executeAllOrNothing(this.executor, streamStepsDecider, targets, caller, at);
  }

  /** Makes a record the tenant's one enabled record; the one enabled before is disabled. */
  async enable(resource: Resource, id: string, caller: RequestContext): Promise<void> {
    const enabled = await this.records.select(resource, caller.tenantId, [
      { field: 'status', op: '=', value: enabledStatus },
    ]);
    const previous = enabled.find((record) => record.id !== id)?.id;
    const at = this.clock.now();
    await executeAsOne(
      this.executor,
      enableSteps(resource, id, previous, caller, at.toISOString()),
      caller,
      at,
    );
  }

  /** The streams that hold a record's unique value, or undefined when the resource has none. */
  private uniqueHolds(resource: Resource, tenantId: string, id: string, at: string) {
    const key = resourceUniqueKey(resource);
    return key && uniqueKeySteps(key, tenantId, id, at);
  }

  /** The unique value a record has now (read model), to move or release its hold. */
  private async uniqueValueOf(resource: Resource, tenantId: string, id: string): Promise<string | undefined> {
    if (!resource.unique) return undefined;
    const record = await this.records.detail(resource, tenantId, id);
    const value = record?.[resource.unique.field];
    return value === undefined || value === null ? undefined : String(value);
  }
}
