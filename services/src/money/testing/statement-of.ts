import { statementFile, type StatementLine } from '@infra/fake-bank/fake-bank-statement';
import type { BankStatement } from '@services/money/supervise-bank/supervise-bank.port';

/**
 * A statement of `date` holding `lines`, its file written as the fake bank writes it: what the
 * staging is given without a bank in between. `lineCount` is what the bank announces, the lines'
 * count unless a test says otherwise.
 */
export function statementOf(
  date: string,
  lines: readonly StatementLine[],
  lineCount = lines.length,
): BankStatement {
  return {
    accountNo: 'SUPERVISED',
    date,
    openingBalanceFen: 0,
    closingBalanceFen: 0,
    lineCount,
    file: bytesOf(statementFile(lines)),
  };
}

/** A file's pieces, of text or bytes, as the bytes a bank's answer carries, piece by piece. */
export async function* bytesOf(pieces: Iterable<string | Uint8Array>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const piece of pieces) yield typeof piece === 'string' ? encoder.encode(piece) : piece;
}
