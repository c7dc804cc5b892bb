import { type Kysely, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { BankStatementLine } from '@services/money/supervise-bank/supervise-bank.port';

/** Between the values of a column: the ASCII unit separator, which no statement field holds. */
const separator = '\x1f';

/** Lines per INSERT: a few megabytes of parameters, few round trips for a day of a million. */
const linesPerInsert = 10_000;

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
      // Awaited before the next insert or at the end; until then, no unhandled rejection.
      inserting.catch(() => undefined);
      batch = [];
    }
    await inserting;
    if (batch.length > 0) await this.insert(runId, batch);
    // The planner's figures of the lines, which the matching joins by the hundred thousand.
    await sql`ANALYZE prepaid_reconciliation_staged_line`.execute(this.db);
  }

  async clear(runId: string): Promise<void> {
    await sql`DELETE FROM prepaid_reconciliation_staged_line WHERE run_id = ${runId}`.execute(this.db);
  }

  /**
   * One INSERT of `lines`, each column sent as one text split by the database (string_to_array):
   * several times cheaper for it than an array literal of as many quoted values. An empty value
   * is NULL there, as an absent one.
   */
  private async insert(runId: string, lines: readonly BankStatementLine[]): Promise<void> {
    const column = (value: (line: BankStatementLine) => string | number | undefined) =>
      lines
        .map((line) => {
          const text = String(value(line) ?? '');
          if (text.includes(separator))
            throw new Error(`a statement line holds a control character: ${text}`);
          return text;
        })
        .join(separator);
    const split = (text: string) => sql`string_to_array(${text}, ${separator}, '')`;
    await sql`
      INSERT INTO prepaid_reconciliation_staged_line
        (run_id, kind, bank_serial, serial, payment_no, direction, amount_fen)
      SELECT ${runId}, kind, bank_serial, serial, payment_no, direction, amount_fen::bigint
        FROM unnest(${split(column((line) => line.kind))}, ${split(column((line) => line.bankSerial))},
                    ${split(column((line) => line.serial))}, ${split(column((line) => line.paymentNo))},
                    ${split(column((line) => line.direction))}, ${split(column((line) => line.amountFen))})
             AS line (kind, bank_serial, serial, payment_no, direction, amount_fen)`.execute(this.db);
  }
}
