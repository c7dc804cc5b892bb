import type { DomainCommand } from '@platform/commands/command-metadata';
import type {
  DayFigures,
  ReconciledDay,
  ReconciliationItem,
} from '@services/money/reconciliation/reconciliation.events';

/** Records a run's comparison of the day: its figures and its differences (statement-matching.queries.ts). */
export type RecordReconciliation = DomainCommand<
  'RecordReconciliation',
  ReconciledDay & DayFigures & { runId: string; items: ReconciliationItem[] }
>;

export type ReconciliationCommand = RecordReconciliation;
