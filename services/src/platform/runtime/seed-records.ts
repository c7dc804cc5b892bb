import type { CommandExecutor, CommandTarget } from '@platform/commands/command-executor';
import type { Decider, DomainEvent } from '@platform/commands/decider';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import type { EventMetadata } from '@platform/event-store/event-store.port';
import { MultiStreamAppendNotSupportedError } from '@platform/event-store/eventstoredb/eventstoredb-event-store';
import type { Resource } from '@platform/resource-registry/define-resource';
import {
  type ResourceCommand,
  resourceDecider,
  type ResourceState,
} from '@platform/resource-registry/resource.decider';
import { newRecord, type ResourceEvent } from '@platform/resource-registry/resource.events';

const systemUser = '0';

/** Streams read and appended in one call: a few hundred records stay one small transaction. */
const batchSize = 500;

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
  let created = 0;
  for (let start = 0; start < records.length; start += batchSize) {
    const targets = records.slice(start, start + batchSize).map((values) => {
      const record = newRecord(resource.scope, values.id, values, author, time);
      return { streamId: resource.streamId(record.id), command: { kind: 'create' as const, record } };
    });
    created += await seedBatch(executor, decider, targets, metadata);
  }
  return created;
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

/**
 * Runs one batch of seed commands, all streams read at once and appended together; answers how
 * many streams it wrote. The deciders of seeds never refuse: what is there already stays.
 */
export async function seedBatch<Command, Event extends DomainEvent, State>(
  executor: CommandExecutor,
  decider: Decider<Command, Event, State>,
  targets: ReadonlyArray<CommandTarget<Command>>,
  metadata: EventMetadata,
): Promise<number> {
  try {
    return (await executor.executeAll(decider, targets, metadata)).events.length;
  } catch (error) {
    // Written, with its projection run by a process not started yet.
    if (error instanceof ReadModelLagError) return targets.length;
    // A store that appends to one stream at a time (EventStoreDB) seeds record by record.
    if (error instanceof MultiStreamAppendNotSupportedError && targets.length > 1) {
      let created = 0;
      for (const target of targets) created += await seedBatch(executor, decider, [target], metadata);
      return created;
    }
    throw error;
  }
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
