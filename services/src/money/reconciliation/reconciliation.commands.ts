import type { DomainCommand } from '@platform/commands/command-metadata';
import type { ReconciledDay, ReconciliationItem } from '@services/money/reconciliation/reconciliation.events';

/** Records a run's comparison of the day; the job matched the statement (statement-matching.ts). */
export type RecordReconciliation = DomainCommand<
  'RecordReconciliation',
  ReconciledDay & { runId: string; items: ReconciliationItem[] }
>;

export type ReconciliationCommand = RecordReconciliation;
