import type { CommandExecutor } from '@platform/commands/command-executor';
import type { Decider } from '@platform/commands/decider';
import { executeInBatches } from '@platform/commands/execute-in-batches';
import type { EventMetadata } from '@platform/event-store/event-store.port';
import type { Resource } from '@platform/resource-registry/define-resource';
import {
  type ResourceCommand,
  resourceDecider,
  type ResourceState,
} from '@platform/resource-registry/resource.decider';
import { newRecord, type ResourceEvent } from '@platform/resource-registry/resource.events';

const systemUser = '0';

/**
 * Creates seed records through the same decider as any user would, so their history starts
 * with a `created` event like every other record's. Existing (or once removed) records are
 * skipped. Records go in batches of one call each, all streams read at once and appended
 * together, so that a restart over hundreds of seeded records costs a few queries, not hundreds.
 */
export async function seedRecords(
  executor: CommandExecutor,
  resource: Resource,
  tenantId: string,
  records: ReadonlyArray<{ id: string } & Record<string, unknown>>,
  at = new Date(),
): Promise<number> {
  const decider = createUnlessPresent(resourceDecider(resource));
  const time = at.toISOString();
  const metadata = seedMetadata(tenantId, resource.name, time);
  const author = { tenantId, userId: systemUser, deptId: '0' };
  const targets = records.map((values) => {
    const record = newRecord(resource.scope, values.id, values, author, time);
    return { streamId: resource.streamId(record.id), command: { kind: 'create' as const, record } };
  });
  return executeInBatches(executor, decider, targets, metadata);
}

/** The metadata of events the product writes by itself at start: the system user, on the loopback. */
export function seedMetadata(tenantId: string, seeded: string, time: string): EventMetadata {
  return {
    tenantId,
    userId: systemUser,
    account: 'system',
    correlationId: `seed-${seeded}`,
    causationId: `seed-${seeded}`,
    occurredAt: time,
    clientIp: '127.0.0.1',
  };
}

/** A create that finds its record already there (or once removed) decides nothing. */
function createUnlessPresent(
  decider: Decider<ResourceCommand, ResourceEvent, ResourceState>,
): Decider<ResourceCommand, ResourceEvent, ResourceState> {
  return {
    ...decider,
    decide: (command, state) => (state.status === 'absent' ? decider.decide(command, state) : []),
  };
}
