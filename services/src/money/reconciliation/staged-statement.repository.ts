import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { BankStatementLine } from '@services/money/supervise-bank/supervise-bank.port';

/** Lines per INSERT: a few megabytes of parameters, few round trips for a day of a million. */
const linesPerInsert = 20_000;

/**
 * A run's copy of the bank's statement in prepaid_reconciliation_staged_line (migration 0212),
 * where the matching joins it to our records (statement-matching.queries.ts): the day's lines
 * are never all in the worker's memory at once.
 */
export class StagedStatement {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stages the statement's pages under `runId` (a retried run's earlier lines first removed).
   * Each page is inserted while the next one is read from the bank.
   */
  async stage(runId: string, pages: AsyncIterable<BankStatementLine[]>): Promise<void> {
    await this.clear(runId);
    let inserting: Promise<void> = Promise.resolve();
    let batch: BankStatementLine[] = [];
    for await (const page of pages) {
      batch = batch.concat(page);
      if (batch.length < linesPerInsert) continue;
      await inserting;
      inserting = this.insert(runId, batch);
      batch = [];
    }
    await inserting;
    if (batch.length > 0) await this.insert(runId, batch);
  }

  async clear(runId: string): Promise<void> {
    await sql`DELETE FROM prepaid_reconciliation_staged_line WHERE run_id = ${runId}`.execute(this.db);
  }

  private async insert(runId: string, lines: readonly BankStatementLine[]): Promise<void> {
    const column = <Value>(value: (line: BankStatementLine) => Value) => lines.map(value);
    await sql`
      INSERT INTO prepaid_reconciliation_staged_line
        (run_id, kind, bank_serial, serial, payment_no, direction, amount_fen)
      SELECT ${runId}, kind, bank_serial, serial, payment_no, direction, amount_fen
        FROM unnest(${column((line) => line.kind)}::text[], ${column((line) => line.bankSerial)}::text[],
                    ${column((line) => line.serial ?? null)}::text[], ${column((line) => line.paymentNo ?? null)}::text[],
                    ${column((line) => line.direction)}::text[], ${column((line) => line.amountFen)}::bigint[])
             AS line (kind, bank_serial, serial, payment_no, direction, amount_fen)`.execute(this.db);
  }
}
