import fc from 'fast-check';
import { addDays } from '@platform/lang/calendar-days';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { fundedOrders } from '@services/testing/funded-orders';
import { auditorQuery } from '@services/testing/state-as-of/auditor-query';
import { effectiveTimeScenarios } from '@services/testing/state-as-of/effective-time-scenarios';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const streamQuery = `query ($type: String!, $id: ID!) {
  stream(aggregateType: $type, aggregateId: $id) { entries { event { type data recordedAt effectiveAt } } }
}`;
const effectiveStateQuery = `query ($type: String!, $id: ID!, $at: String!) {
  stateAsOf(aggregateType: $type, aggregateId: $id, asOf: { at: $at, time: EFFECTIVE }) { state }
}`;

type Event = { type: string; data: unknown; recordedAt: string; effectiveAt: string | null };

const dayMs = 86_400_000;
/** The bank's day starts at midnight in China Standard Time, whichever day it is. */
const startOfBankDay = (valueDate: string) => Date.parse(`${valueDate}T00:00:00+08:00`);

const { bank, bankSettings } = fakeBankOfTheFile();

describeOnBothDatabases(
  'an aggregate’s state as of an effective instant',
  'asof_effective',
  (current) => {
    const call = tenantCaller(() => current().app);
    const orders = fundedOrders(() => current().app, call, bank, '000000');
    const query = auditorQuery(() => current().app);

    it.each(effectiveTimeScenarios(orders, bank).map((scenario) => [scenario.type, scenario] as const))(
      'folds %s as of an effective instant from exactly the events in effect by then: the bank’s movement from the start of its value date (China Standard Time), every other event from when it was recorded',
      async (_, scenario) => {
        // The fold the audit explorer itself declares for the type, not a copy of it.
        const { fold } = current().runtime.aggregates.find(scenario.type)!;
        let n = 0;
        const today = new Date().toISOString().slice(0, 10);
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: -3, max: 3 }),
            fc.array(fc.integer({ min: -4 * dayMs, max: 4 * dayMs }), { minLength: 1, maxLength: 4 }),
            async (daysFromToday, offsets) => {
              const valueDate = addDays(today, daysFromToday);
              const id = await scenario.create(call, n++, valueDate);
              const { stream } = await query<{ stream: { entries: { event: Event }[] } }>(streamQuery, {
                type: scenario.type,
                id,
              });
              const events = stream.entries.map(({ event }) => event);
              const valued = (event: Event) => event.type === scenario.valuedEvent;
              const takesEffect = (event: Event) =>
                valued(event) ? startOfBankDay(valueDate) : Date.parse(event.recordedAt);
              expect(events.map((event) => [event.type, event.effectiveAt])).toEqual(
                events.map((event) => [
                  event.type,
                  valued(event) ? new Date(takesEffect(event)).toISOString() : null,
                ]),
              );
              // Each boundary and either side of it (recorded times are read to the millisecond,
              // kept to the microsecond: a recorded event is in effect a millisecond after it
              // reads), and instants at random around today.
              const boundaries = events.flatMap((event) => {
                const at = takesEffect(event);
                return valued(event) ? [at - 1, at] : [at - 1, at + 1];
              });
              const now = Date.now();
              for (const at of [...boundaries, ...offsets.map((offset) => now + offset)]) {
                const instant = new Date(at).toISOString();
                const inEffect = events.filter((event) => takesEffect(event) <= at);
                const { stateAsOf } = await query<{ stateAsOf: { state: unknown } }>(effectiveStateQuery, {
                  type: scenario.type,
                  id,
                  at: instant,
                });
                expect([instant, stateAsOf.state]).toEqual([
                  instant,
                  inEffect.reduce(fold.evolve, fold.initialState()),
                ]);
              }
            },
          ),
          { numRuns: 5 },
        );
      },
    );
  },
  { env: bankSettings },
);
