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

/** A page of a day's statement: its balances, some of its lines and where the next page starts. */
export interface StatementPage extends Omit<DailyStatement, 'lines'> {
  lines: StatementLine[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
}

/** The most lines one page of a statement holds. */
export const statementPageLimit = 50_000;

export class FakeBankJournal {
  /** The lines of each value date, in booking order: a statement's page is a slice of its day. */
  private readonly byDate = new Map<string, StatementLine[]>();
  /** What each value date's lines moved, in less out: a page's balances without a pass over them. */
  private readonly netByDate = new Map<string, number>();

  constructor(private readonly accountNo: string) {}

  book(line: StatementLine): void {
    const day = this.byDate.get(line.valueDate);
    if (day) day.push(line);
    else this.byDate.set(line.valueDate, [line]);
    const signed = line.direction === 'in' ? line.amount : -line.amount;
    this.netByDate.set(line.valueDate, (this.netByDate.get(line.valueDate) ?? 0) + signed);
  }

  statement(date: string): DailyStatement {
    return { ...this.head(date), lines: [...(this.byDate.get(date) ?? [])] };
  }

  /**
   * The lines of `date` from the `from`th, at most `limit` of them, with the day's balances: how
   * the bank's API sends a large day, a page per call, the cursor being the next line's place.
   */
  page(date: string, from: number, limit: number): StatementPage {
    const day = this.byDate.get(date) ?? [];
    const to = Math.min(day.length, from + limit);
    return { ...this.head(date), lines: day.slice(from, to), next: to < day.length ? String(to) : null };
  }

  private head(date: string): Omit<DailyStatement, 'lines'> {
    let openingBalance = 0;
    for (const [valueDate, net] of this.netByDate) if (valueDate < date) openingBalance += net;
    const closingBalance = openingBalance + (this.netByDate.get(date) ?? 0);
    return { accountNo: this.accountNo, date, openingBalance, closingBalance };
  }

  clear(): void {
    this.byDate.clear();
    this.netByDate.clear();
  }
}
