import { given } from '@platform/commands/given-when-then';
import { demoDataDecider, type StartDemoData } from '@services/money/demo-data/demo-data.decider';
import type { DemoDataStarted } from '@services/money/demo-data/demo-data.events';

const at = '2026-11-24T02:00:00.000Z';
const start: StartDemoData = {
  type: 'StartDemoData',
  data: { orders: 300, seed: 2026 },
  metadata: { tenantId: '000000', callerId: '0', at },
};
const started: DemoDataStarted = { type: 'DemoDataStarted', data: { orders: 300, seed: 2026, at } };

describe('demo data decider', () => {
  it('starts the demo of a tenant that has none', () => {
    given(demoDataDecider, []).when(start).then([started]);
  });
  it('starts it no second time', () => {
    given(demoDataDecider, [started]).when(start).thenNothing();
  });
});
