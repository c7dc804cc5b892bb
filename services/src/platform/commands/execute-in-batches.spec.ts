import type { CommandExecutor, CommandTarget } from '@platform/commands/command-executor';
import type { Decider } from '@platform/commands/decider';
import { executeInBatches } from '@platform/commands/execute-in-batches';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import {
  type EventMetadata,
  MultiStreamAppendNotSupportedError,
} from '@platform/event-store/event-store.port';

const decider = {} as Decider<string, never, null>;
const metadata = {} as EventMetadata;
const targets = (count: number): Array<CommandTarget<string>> =>
  Array.from({ length: count }, (_, index) => ({ streamId: `s-${index}`, command: 'write' }));

/**
 * An executor as the event stores answer it: each call's streams, the streams it wrote, and what
 * a call fails with (a store of one stream per append, a read model behind, a database away).
 */
function executorThat(fails: (streamIds: string[]) => Error | undefined = () => undefined) {
  const calls: string[][] = [];
  const executor = {
    async executeAll(_: unknown, batch: readonly CommandTarget<string>[]) {
      const streamIds = batch.map((target) => target.streamId);
      calls.push(streamIds);
      const failure = fails(streamIds);
      if (failure) throw failure;
      return { events: streamIds.map((streamId) => ({ streamId, events: [{ type: 'Written', data: {} }] })) };
    },
  };
  return { executor: executor as unknown as CommandExecutor, calls };
}

describe('executeInBatches', () => {
  it('writes a few hundred targets to a call, in order, and counts the streams written', async () => {
    const { executor, calls } = executorThat();
    expect(await executeInBatches(executor, decider, targets(1001), metadata)).toBe(1001);
    expect(calls.map((call) => call.length)).toEqual([500, 500, 1]);
    expect(calls.flat()).toEqual(targets(1001).map((target) => target.streamId));
  });

  it('writes one target at a time, in order, on a store that appends to one stream per call', async () => {
    const { executor, calls } = executorThat((streamIds) =>
      streamIds.length > 1 ? new MultiStreamAppendNotSupportedError(streamIds.length) : undefined,
    );
    expect(await executeInBatches(executor, decider, targets(3), metadata)).toBe(3);
    expect(calls).toEqual([['s-0', 's-1', 's-2'], ['s-0'], ['s-1'], ['s-2']]);
  });

  it('counts a batch whose read models are still behind as written, and goes on to the next', async () => {
    const { executor, calls } = executorThat((streamIds) =>
      streamIds[0] === 's-0' ? new ReadModelLagError(['merchantStatistics']) : undefined,
    );
    expect(await executeInBatches(executor, decider, targets(501), metadata)).toBe(501);
    expect(calls.map((call) => call.length)).toEqual([500, 1]);
  });

  it('fails with any other failure, and writes no batch after it', async () => {
    const { executor, calls } = executorThat(() => new Error('connection lost'));
    await expect(executeInBatches(executor, decider, targets(600), metadata)).rejects.toThrow(
      'connection lost',
    );
    expect(calls).toHaveLength(1);
  });
});
