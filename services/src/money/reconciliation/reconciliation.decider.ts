import type { Decider } from '@platform/commands/decider';
import { ValidationError } from '@platform/errors/domain-errors';
import type { ReconciliationCommand } from '@services/money/reconciliation/reconciliation.commands';
import {
  itemsPerEvent,
  type ReconciliationEvent,
} from '@services/money/reconciliation/reconciliation.events';

/** The day's runs so far: how many, and the latest's id. */
export interface ReconciliationState {
  runs: number;
  lastRunId: string | null;
}

/**
 * A day's reconciliation (MONEY.md §6): each run records its comparison whole — the day's
 * figures and its differences — which replaces the day's earlier result (a run on demand after
 * the bank corrected its statement, or after the sweeper settled a pending transfer), its items
 * spread over events of at most `itemsPerEvent` appended together. The same run recorded twice (a retried job) records once.
 */
export const reconciliationDecider: Decider<ReconciliationCommand, ReconciliationEvent, ReconciliationState> =
  {
    initialState: () => ({ runs: 0, lastRunId: null }),

    evolve(state, event) {
      if (event.type === 'ReconciliationItemsRecorded') return state;
      return { runs: state.runs + 1, lastRunId: event.data.id };
    },

    decide(command, state) {
      const { runId, items, ...day } = command.data;
      if (state.lastRunId === runId) return [];
      const net = day.closingFen - day.openingFen;
      // The statement must add up: its lines explain its balances, or it is not the bank's.
      if (net !== day.bankNetFen) throw new ValidationError(`对账单${day.date}的余额与明细不符`);
      const { callerId: by, at } = command.metadata;
      const part = (index: number) => items.slice(index * itemsPerEvent, (index + 1) * itemsPerEvent);
      const parts = Math.max(1, Math.ceil(items.length / itemsPerEvent));
      return [
        { type: 'ReconciliationRecorded', data: { ...day, id: runId, by, at, items: part(0) } },
        ...Array.from({ length: parts - 1 }, (_, index) => ({
          type: 'ReconciliationItemsRecorded' as const,
          data: { id: runId, date: day.date, by, at, items: part(index + 1) },
        })),
      ];
    },
  };
