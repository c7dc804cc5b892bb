import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlDatabase } from '@platform/database/database';
import { withTransactionSettings } from '@platform/database/transaction-settings';
import {
  type BankStatement,
  BankUnavailableError,
  statementFileColumns,
} from '@services/money/supervise-bank/supervise-bank.port';

/**
 * A run's copy of the bank's statement: its own partition of prepaid_reconciliation_staged_line
 * (migrations 0212, 0214 and 0224), where the matching joins it to our records
 * (statement-matching.queries.ts) through the partitioned table. The file goes into the database
 * as it arrives (SqlDatabase.copyCsv): the process neither holds the day nor parses a line of
 * it, and the database checks every value as it copies.
 */
export class StagedStatement {
  constructor(private readonly database: SqlDatabase) {}

  /**
   * Stages the statement's file under `runId`, a retried run's earlier lines first removed. A file
   * that ends short of the lines the bank announced stages nothing: it was cut off on the way.
   */
  async stage(runId: string, statement: BankStatement): Promise<void> {
    await this.clear(runId);
    const partition = partitionOf(runId);
    // UNLOGGED: the lines are the bank's, read again by a rerun, so a crash may lose them. No
    // vacuum: they are read once by the run's matching and then dropped with their partition.
    await sql`
      CREATE UNLOGGED TABLE ${sql.table(partition)} PARTITION OF prepaid_reconciliation_staged_line
        (run_id DEFAULT ${sql.lit(runId)}) FOR VALUES IN (${sql.lit(runId)})
        WITH (autovacuum_enabled = false)`.execute(this.database.db);
    try {
      const copied = await this.database.copyCsv(
        { table: partition, columns: statementFileColumns },
        statement.file,
      );
      if (copied !== statement.lineCount)
        throw new BankUnavailableError(
          `the statement file of ${statement.date} held ${copied} of its ${statement.lineCount} lines`,
        );
    } catch (error) {
      await this.clear(runId);
      throw error;
    }
    await this.analyze(partition);
  }

  /**
   * The planner's figures of the lines, which the matching joins by the hundred thousand. From a
   * sample of 3,000 lines (statistics target 10) rather than the default 30,000: what the
   * matching's plan depends on — how many lines, of which kind, each serial distinct — comes out
   * the same, in a tenth of the time (25 ms rather than 250 over a million lines).
   */
  private async analyze(partition: string): Promise<void> {
    await withTransactionSettings(this.database.db, { default_statistics_target: '10' }, (trx) =>
      sql`ANALYZE ${sql.table(partition)}`.execute(trx),
    );
  }

  async clear(runId: string): Promise<void> {
    await sql`DROP TABLE IF EXISTS ${sql.table(partitionOf(runId))}`.execute(this.database.db);
  }
}

/**
 * The name of a run's partition: the same for every attempt of the run, whatever its id is made
 * of (a name is at most 63 bytes, and a job's id may hold any character).
 */
function partitionOf(runId: string): string {
  return `prepaid_reconciliation_staged_${createHash('sha256').update(runId).digest('hex').slice(0, 24)}`;
}
