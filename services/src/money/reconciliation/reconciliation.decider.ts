import type { Decider } from '@platform/commands/decider';
import { ValidationError } from '@platform/errors/domain-errors';
import type { ReconciliationCommand } from '@services/money/reconciliation/reconciliation.commands';
import {
  type DayFigures,
  itemsPerEvent,
  type ReconciledDay,
  type ReconciliationEvent,
  type ReconciliationItem,
} from '@services/money/reconciliation/reconciliation.events';

/**
 * The day's runs so far: how many, the latest's id, and the latest's result (the day's figures and
 * its items in order), which replaced the earlier ones': what the day showed at any instant.
 */
export interface ReconciliationState {
  runs: number;
  lastRunId: string | null;
  /** Runs recorded before the day's figures existed have none (`lines`, `matched`). */
  latest: (ReconciledDay & Partial<DayFigures> & { items: readonly ReconciliationItem[] }) | null;
}

/**
 * A day's reconciliation (MONEY.md §6): each run records its comparison whole — the day's
 * figures and its differences — which replaces the day's earlier result (a run on demand after
 * the bank corrected its statement, or after the sweeper settled a pending transfer), its items
 * spread over events of at most `itemsPerEvent` appended together. The same run recorded twice (a retried job) records once.
 */
export const reconciliationDecider: Decider<ReconciliationCommand, ReconciliationEvent, ReconciliationState> =
  {
    initialState: () => ({ runs: 0, lastRunId: null, latest: null }),

    evolve(state, event) {
      if (event.type === 'ReconciliationItemsRecorded') {
        // More of the latest run's items: they follow it in the same append.
        if (!state.latest || state.lastRunId !== event.data.id) return state;
        return { ...state, latest: { ...state.latest, items: [...state.latest.items, ...event.data.items] } };
      }
      const { id, by: _by, at: _at, ...latest } = event.data;
      return { runs: state.runs + 1, lastRunId: id, latest };
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
