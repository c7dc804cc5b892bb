import type { CommandMetadata } from '@platform/commands/command-metadata';
import type { Decider } from '@platform/commands/decider';
import type { DemoDataEvent } from '@services/money/demo-data/demo-data.events';

export type StartDemoData = {
  type: 'StartDemoData';
  data: { orders: number; seed: number };
  metadata: CommandMetadata;
};

/** A tenant's demo data is played once: a start after the first decides nothing. */
export const demoDataDecider: Decider<StartDemoData, DemoDataEvent, { started: boolean }> = {
  initialState: () => ({ started: false }),
  evolve: () => ({ started: true }),
  decide({ data, metadata }, { started }) {
    if (started) return [];
    return [{ type: 'DemoDataStarted', data: { ...data, at: metadata.at } }];
  },
};
