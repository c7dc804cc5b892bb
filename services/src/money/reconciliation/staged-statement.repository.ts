import { sql } from 'kysely';
import type { SqlDatabase } from '@platform/database/database';
import { withTransactionSettings } from '@platform/database/transaction-settings';
import {
  type BankStatement,
  BankUnavailableError,
  statementFileColumns,
} from '@services/money/supervise-bank/supervise-bank.port';

/**
 * A run's copy of the bank's statement in prepaid_reconciliation_staged_line (migrations 0212 and
 * 0214), where the matching joins it to our records (statement-matching.queries.ts). The file
 * goes into the database as it arrives (SqlDatabase.copyCsv): the process neither holds the day
 * nor parses a line of it, and the database checks every value as it copies.
 */
export class StagedStatement {
  constructor(private readonly database: SqlDatabase) {}

  /**
   * Stages the statement's file under `runId`, a retried run's earlier lines first removed. A file
   * that ends short of the lines the bank announced stages nothing: it was cut off on the way.
   */
  async stage(runId: string, statement: BankStatement): Promise<void> {
    await this.clear(runId);
    const copied = await this.database.copyCsv(
      {
        table: 'prepaid_reconciliation_staged_line',
        columns: statementFileColumns,
        // The lines' run_id (its column's default reads it).
        settings: { 'prepaid.reconciliation_run': runId },
      },
      statement.file,
    );
    if (copied !== statement.lineCount) {
      await this.clear(runId);
      throw new BankUnavailableError(
        `the statement file of ${statement.date} held ${copied} of its ${statement.lineCount} lines`,
      );
    }
    await this.analyze();
  }

  /**
   * The planner's figures of the lines, which the matching joins by the hundred thousand. From a
   * sample of 3,000 lines (statistics target 10) rather than the default 30,000: what the
   * matching's plan depends on — how many lines, of which run and kind, each serial distinct —
   * comes out the same, in a tenth of the time (25 ms rather than 250 over a million lines).
   */
  private async analyze(): Promise<void> {
    await withTransactionSettings(this.database.db, { default_statistics_target: '10' }, (trx) =>
      sql`ANALYZE prepaid_reconciliation_staged_line`.execute(trx),
    );
  }

  async clear(runId: string): Promise<void> {
    await sql`DELETE FROM prepaid_reconciliation_staged_line WHERE run_id = ${runId}`.execute(
      this.database.db,
    );
  }
}
