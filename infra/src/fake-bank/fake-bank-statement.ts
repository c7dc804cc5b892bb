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

/** A day's statement without its lines: its balances and how many lines its file holds. */
export interface StatementSummary extends Omit<DailyStatement, 'lines'> {
  lines: number;
}

/** The statement file's columns, in order: its header line names them. */
const fileColumns = [
  'kind',
  'bank_serial',
  'serial',
  'payment_no',
  'direction',
  'amount_fen',
  'value_date',
  'counterparty_name',
  'counterparty_account_no',
] as const;

/** Lines per piece the file is written in: a few hundred kilobytes. */
const fileChunkLines = 10_000;

export class FakeBankJournal {
  /** The lines of each value date, in booking order: a day's statement and its file. */
  private readonly byDate = new Map<string, StatementLine[]>();
  /** Each line of `byDate` as its row of the file, written when booked as a bank writes its journal. */
  private readonly rowsByDate = new Map<string, string[]>();
  /** What each value date's lines moved, in less out: a day's balances without a pass over its lines. */
  private readonly netByDate = new Map<string, number>();

  constructor(private readonly accountNo: string) {}

  book(line: StatementLine): void {
    const day = this.byDate.get(line.valueDate);
    const rows = this.rowsByDate.get(line.valueDate);
    if (day && rows) {
      day.push(line);
      rows.push(fileRow(line));
    } else {
      this.byDate.set(line.valueDate, [line]);
      this.rowsByDate.set(line.valueDate, [fileRow(line)]);
    }
    const signed = line.direction === 'in' ? line.amount : -line.amount;
    this.netByDate.set(line.valueDate, (this.netByDate.get(line.valueDate) ?? 0) + signed);
  }

  statement(date: string): DailyStatement {
    return { ...this.head(date), lines: [...(this.byDate.get(date) ?? [])] };
  }

  summary(date: string): StatementSummary {
    return { ...this.head(date), lines: this.byDate.get(date)?.length ?? 0 };
  }

  /** The lines of `date` as the statement file (statementFile), sent as it is read. */
  file(date: string): Generator<string> {
    return fileOfRows(this.rowsByDate.get(date) ?? []);
  }

  private head(date: string): Omit<DailyStatement, 'lines'> {
    let openingBalance = 0;
    for (const [valueDate, net] of this.netByDate) if (valueDate < date) openingBalance += net;
    const closingBalance = openingBalance + (this.netByDate.get(date) ?? 0);
    return { accountNo: this.accountNo, date, openingBalance, closingBalance };
  }

  clear(): void {
    this.byDate.clear();
    this.rowsByDate.clear();
    this.netByDate.clear();
  }
}

/**
 * `lines` as the statement file, in pieces: CSV (RFC 4180, UTF-8), a header line naming the
 * columns, then a line per movement, an absent value an empty field. How a bank sends a day of
 * millions: a file, written as it is read.
 */
export function statementFile(lines: readonly StatementLine[]): Generator<string> {
  return fileOfRows(lines.map(fileRow));
}

function* fileOfRows(rows: readonly string[]): Generator<string> {
  yield `${fileColumns.join(',')}\n`;
  for (let from = 0; from < rows.length; from += fileChunkLines)
    yield `${rows.slice(from, from + fileChunkLines).join('\n')}\n`;
}

function fileRow(line: StatementLine): string {
  return [
    line.kind,
    line.bankSerial,
    line.serial,
    line.paymentNo,
    line.direction,
    String(line.amount),
    line.valueDate,
    line.counterpartyName,
    line.counterpartyAccountNo,
  ]
    .map(csvField)
    .join(',');
}

/** A CSV field: quoted when it holds a quote, a comma or a line break; absent, empty. */
function csvField(value: string | undefined): string {
  if (value === undefined) return '';
  return /[",\r\n]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
}
