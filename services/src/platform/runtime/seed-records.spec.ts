import type { CommandExecutor, CommandTarget } from '@platform/commands/command-executor';
import { MultiStreamAppendNotSupportedError } from '@platform/event-store/event-store.port';
import { seedRecords } from '@platform/runtime/seed-records';
import { paramResource } from '@services/system/param/param.resource';

const records = ['1', '2', '3'].map((id) => ({
  id,
  paramName: id,
  paramKey: id,
  paramValue: id,
  remark: null,
}));

/** An executor over a store that appends to one stream per call, as EventStoreDB does. */
function singleStreamExecutor(existing: Set<string>) {
  const calls: number[] = [];
  const executor = {
    async executeAll(_: unknown, targets: readonly CommandTarget<unknown>[]) {
      calls.push(targets.length);
      if (targets.length > 1) throw new MultiStreamAppendNotSupportedError(targets.length);
      const [{ streamId }] = targets as [CommandTarget<unknown>];
      if (existing.has(streamId)) return { events: [] };
      existing.add(streamId);
      return { events: [{ streamId, events: [{ type: 'param.created', data: {} }] }] };
    },
  };
  return { executor: executor as unknown as CommandExecutor, calls };
}

describe('seedRecords', () => {
  it('seeds record by record on a store that appends to one stream at a time', async () => {
    const existing = new Set(['param-2']);
    const { executor, calls } = singleStreamExecutor(existing);
    expect(await seedRecords(executor, paramResource, '000000', records)).toBe(2);
    expect(calls).toEqual([3, 1, 1, 1]);
    expect([...existing].sort()).toEqual(['param-1', 'param-2', 'param-3']);
  });
});
