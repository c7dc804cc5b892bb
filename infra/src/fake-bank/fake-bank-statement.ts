/**
 * The supervised account's journal: one line per movement, in booking order — charges in,
 * transfers and refunds out. The daily statement is read from it.
 */
export interface StatementLine {
  bankSerial: string;
  kind: 'charge' | 'transfer' | 'refund';
  /** The platform's serial of a transfer or refund; absent on a charge. */
  serial?: string;
  /** The order's payment number: of a charge, and of the payment a refund returns. */
  paymentNo?: string;
  direction: 'in' | 'out';
  /** Integer fen, above zero; `direction` gives the sign. */
  amount: number;
  valueDate: string;
  /** The other side: the payer of a charge, the payee of a transfer or refund. */
  counterpartyName: string;
  counterpartyAccountNo?: string;
  bookedAt: string;
}

export interface DailyStatement {
  accountNo: string;
  date: string;
  /** Balance after every line valued before the date. */
  openingBalance: number;
  closingBalance: number;
  lines: StatementLine[];
}

export class FakeBankJournal {
  private readonly lines: StatementLine[] = [];

  constructor(private readonly accountNo: string) {}

  book(line: StatementLine): void {
    this.lines.push(line);
  }

  statement(date: string): DailyStatement {
    const signed = (line: StatementLine) => (line.direction === 'in' ? line.amount : -line.amount);
    const sum = (lines: StatementLine[]) => lines.reduce((total, line) => total + signed(line), 0);
    const openingBalance = sum(this.lines.filter((line) => line.valueDate < date));
    const lines = this.lines.filter((line) => line.valueDate === date);
    return {
      accountNo: this.accountNo,
      date,
      openingBalance,
      closingBalance: openingBalance + sum(lines),
      lines,
    };
  }

  clear(): void {
    this.lines.length = 0;
  }
}
