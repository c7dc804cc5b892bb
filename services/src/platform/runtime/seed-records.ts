import type { CommandExecutor } from '@platform/commands/command-executor';
import type { Decider } from '@platform/commands/decider';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import type { Resource } from '@platform/resources/define-resource';
import {
  type ResourceCommand,
  resourceDecider,
  type ResourceState,
} from '@platform/resources/resource.decider';
import { newRecord, type ResourceEvent } from '@platform/resources/resource.events';

const systemUser = '0';

/** Streams read and appended in one call: a few hundred records stay one small transaction. */
const seedBatch = 500;

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
  const metadata = {
    tenantId,
    userId: systemUser,
    account: 'system',
    correlationId: `seed-${resource.name}`,
    causationId: `seed-${resource.name}`,
    occurredAt: time,
    clientIp: '127.0.0.1',
  };
  const author = { tenantId, userId: systemUser, deptId: '0' };
  let created = 0;
  for (let start = 0; start < records.length; start += seedBatch) {
    const targets = records.slice(start, start + seedBatch).map((values) => {
      const record = newRecord(resource.scope, values.id, values, author, time);
      return { streamId: resource.streamId(record.id), command: { kind: 'create' as const, record } };
    });
    try {
      created += (await executor.executeAll(decider, targets, metadata)).events.length;
    } catch (error) {
      // Written, with its projection run by a process not started yet.
      if (error instanceof ReadModelLagError) created += targets.length;
      else throw error;
    }
  }
  return created;
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
