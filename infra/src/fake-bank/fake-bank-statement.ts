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
  /** Each value date's statement file, written line by line as booked, as a bank writes its journal. */
  private readonly filesByDate = new Map<string, StatementFileWriter>();
  /** What each value date's lines moved, in less out: a day's balances without a pass over its lines. */
  private readonly netByDate = new Map<string, number>();

  constructor(private readonly accountNo: string) {}

  book(line: StatementLine): void {
    const day = this.byDate.get(line.valueDate);
    const file = this.filesByDate.get(line.valueDate);
    if (day && file) {
      day.push(line);
      file.write(line);
    } else {
      this.byDate.set(line.valueDate, [line]);
      this.filesByDate.set(line.valueDate, new StatementFileWriter().write(line));
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
  file(date: string): Generator<Uint8Array> {
    return (this.filesByDate.get(date) ?? new StatementFileWriter()).read();
  }

  private head(date: string): Omit<DailyStatement, 'lines'> {
    let openingBalance = 0;
    for (const [valueDate, net] of this.netByDate) if (valueDate < date) openingBalance += net;
    const closingBalance = openingBalance + (this.netByDate.get(date) ?? 0);
    return { accountNo: this.accountNo, date, openingBalance, closingBalance };
  }

  clear(): void {
    this.byDate.clear();
    this.filesByDate.clear();
    this.netByDate.clear();
  }
}

/**
 * `lines` as the statement file, in pieces: CSV (RFC 4180, UTF-8), a header line naming the
 * columns, then a line per movement, an absent value an empty field. How a bank sends a day of
 * millions: a file, written as it is read.
 */
export function statementFile(lines: readonly StatementLine[]): Generator<Uint8Array> {
  const file = new StatementFileWriter();
  for (const line of lines) file.write(line);
  return file.read();
}

/**
 * A statement file being written: its full pieces already bytes, the last one's rows still text.
 * Sending a day of a million lines is then writing its pieces, not encoding them: the bank's
 * part of a large statement's transfer stays small beside the reader's.
 */
class StatementFileWriter {
  private readonly pieces: Buffer[] = [];
  private rows: string[] = [];

  write(line: StatementLine): this {
    this.rows.push(fileRow(line));
    if (this.rows.length === fileChunkLines) {
      this.pieces.push(piece(this.rows));
      this.rows = [];
    }
    return this;
  }

  *read(): Generator<Uint8Array> {
    yield header;
    yield* this.pieces;
    if (this.rows.length > 0) yield piece(this.rows);
  }
}

const header = Buffer.from(`${fileColumns.join(',')}\n`);

function piece(rows: readonly string[]): Buffer {
  return Buffer.from(`${rows.join('\n')}\n`);
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
