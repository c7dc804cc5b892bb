import type { CommandExecutor } from '@platform/commands/command-executor';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import { ConflictError } from '@platform/errors/app-errors';
import type { Resource } from '@platform/resources/define-resource';
import { resourceDecider } from '@platform/resources/resource.decider';
import { newRecord } from '@platform/resources/resource.events';

const systemUser = '0';

/**
 * Creates seed records through the same commands as any user would, so their history starts
 * with a `created` event like every other record's. Existing (or once removed) records are skipped.
 */
export async function seedRecords(
  executor: CommandExecutor,
  resource: Resource,
  tenantId: string,
  records: ReadonlyArray<{ id: string } & Record<string, unknown>>,
  at = new Date(),
): Promise<number> {
  const decider = resourceDecider(resource);
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
  let created = 0;
  for (const values of records) {
    const record = newRecord(
      resource.scope,
      values.id,
      values,
      { tenantId, userId: systemUser, deptId: '0' },
      time,
    );
    try {
      await executor.execute(
        decider,
        { streamId: resource.streamId(record.id), command: { kind: 'create', record } },
        metadata,
      );
      created++;
    } catch (error) {
      // Already seeded; or written, with its projection run by a process not started yet.
      if (error instanceof ReadModelLagError) created++;
      else if (!(error instanceof ConflictError)) throw error;
    }
  }
  return created;
}
