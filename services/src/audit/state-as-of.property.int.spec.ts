import fc from 'fast-check';
import { auditorQuery } from '@services/testing/state-as-of/auditor-query';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { fundedOrders } from '@services/testing/funded-orders';
import type { Command } from '@services/testing/state-as-of/read-model-scenario';
import { readModelScenarios } from '@services/testing/state-as-of/read-model-scenarios';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const stateQuery = `query ($type: String!, $id: ID!, $at: String!) {
  stateAsOf(aggregateType: $type, aggregateId: $id, asOf: { at: $at }) { state }
}`;

/** A few edits, perhaps a removal last, each after a pause of its own. */
const commandSequences = (edits: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(
    fc.array(
      fc.record({ command: edits.map((values): Command => ({ kind: 'edit', values })), pause: fc.nat(15) }),
      { maxLength: 5 },
    ),
    fc.boolean(),
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An instant after everything before it was recorded and before anything after it: instants are
 * read to the millisecond, recorded times to the microsecond.
 */
async function instant(): Promise<string> {
  await pause(1);
  const now = new Date().toISOString();
  await pause(1);
  return now;
}

/** The bank that receives the orders' charges and pays the merchants' micro-deposits. */
const { bank, bankSettings } = fakeBankOfTheFile();

describeOnBothDatabases(
  'an aggregate’s state as of an instant',
  'asof',
  (current) => {
    const call = tenantCaller(() => current().app);
    const orders = fundedOrders(() => current().app, call, bank, '000000');

    const query = auditorQuery(() => current().app);
    async function stateAsOf(type: string, id: string, at: string): Promise<unknown> {
      const data = await query<{ stateAsOf: { state: unknown } | null }>(stateQuery, { type, id, at });
      return data.stateAsOf?.state;
    }

    it.each(readModelScenarios(orders, bank, current).map((scenario) => [scenario.type, scenario] as const))(
      'folds %s, after random commands at random times, to what its read model held at each instant',
      async (_, scenario) => {
        let n = 0;
        await fc.assert(
          fc.asyncProperty(commandSequences(scenario.edits), async ([edits, removed]) => {
            const before = await instant();
            const id = await scenario.create(call, n++);
            const held: { at: string; row: unknown }[] = [{ at: before, row: undefined }];
            const commands = removed ? [...edits, { command: { kind: 'remove' } as const, pause: 0 }] : edits;
            held.push({ at: await instant(), row: await scenario.readModel(call, id) });
            for (const { command, pause: ms } of commands) {
              await pause(ms);
              await scenario.apply(call, id, command);
              held.push({ at: await instant(), row: await scenario.readModel(call, id) });
            }
            for (const { at, row } of held)
              expect([at, scenario.fromState(await stateAsOf(scenario.type, id, at))]).toEqual([at, row]);
          }),
          { numRuns: 6 },
        );
      },
    );
  },
  { env: bankSettings },
);
