import type { Decider } from '@platform/commands/decider';
import { ValidationError } from '@platform/errors/domain-errors';
import type { ReconciliationCommand } from '@services/money/reconciliation/reconciliation.commands';
import type { ReconciliationEvent } from '@services/money/reconciliation/reconciliation.events';

/** The day's runs so far: how many, and the latest's id. */
export interface ReconciliationState {
  runs: number;
  lastRunId: string | null;
}

/**
 * A day's reconciliation (MONEY.md §6): each run records its comparison whole, which replaces
 * the day's earlier result (a run on demand after the bank corrected its statement, or after the
 * sweeper settled a pending transfer). The same run recorded twice (a retried job) records once.
 */
export const reconciliationDecider: Decider<ReconciliationCommand, ReconciliationEvent, ReconciliationState> =
  {
    initialState: () => ({ runs: 0, lastRunId: null }),

    evolve(state, event) {
      return { runs: state.runs + 1, lastRunId: event.data.id };
    },

    decide(command, state) {
      const { runId, items, ...day } = command.data;
      if (state.lastRunId === runId) return [];
      const net = day.closingFen - day.openingFen;
      // The statement must add up: its lines explain its balances, or it is not the bank's.
      if (net !== day.bankNetFen) throw new ValidationError(`对账单${day.date}的余额与明细不符`);
      const { callerId, at } = command.metadata;
      return [{ type: 'ReconciliationRecorded', data: { ...day, id: runId, by: callerId, at, items } }];
    },
  };
