/**
 * The supervise bank, an outer edge (ARCHITECTURE.md, MONEY.md §2): it pays micro-deposits into
 * merchants' accounts to prove them, pays out of the supervised account (transfers to merchants,
 * refunds to consumers), answers the status of an instruction by its serial, and publishes the
 * supervised account's daily statement. Charges into the supervised account arrive the other
 * way, as signed notifications to the product's intake endpoint.
 *
 * Adapters: http-supervise-bank.ts speaks the HTTP API of the fake bank of infra/src/fake-bank
 * (the embedded default). A real bank's adapter is out of scope for now: it would implement this
 * same interface, and nothing behind the port would change.
 *
 * Amounts are integer fen. Every instruction carries its idempotency key: a micro-deposit its
 * request id, a transfer or refund the platform's serial, fixed before the first call and never
 * replaced (MONEY.md §5). The bank executes a key at most once and answers a repeat with the
 * first result, which is what makes retrying after a failure or a timeout safe.
 */
export interface SuperviseBank {
  payMicroDeposit(request: MicroDepositRequest): Promise<MicroDepositReceipt>;
  /** Pays a merchant out of the supervised account (a cut-payment). */
  transfer(instruction: TransferInstruction): Promise<ExecutedInstruction>;
  /** Returns a consumer's money out of the supervised account. */
  refund(instruction: RefundInstruction): Promise<ExecutedInstruction>;
  /** What the bank did with a serial: the answer to a call that ended unknown. */
  statusOf(serial: string): Promise<InstructionStatus>;
  /**
   * The supervised account's statement of one day (YYYY-MM-DD): its balances at once, its lines
   * as a file read as the reader takes it (a day can hold millions).
   */
  statement(date: string): Promise<BankStatement>;
}

export interface MicroDepositRequest {
  /** The idempotency key: one payment per request id, however often it is sent. */
  requestId: string;
  accountName: string;
  accountNo: string;
  bankName: string;
  /** Yuan with two decimals, 0.01 to 0.99. */
  amount: string;
}

export interface MicroDepositReceipt {
  requestId: string;
  /** The bank's own reference of the payment. */
  bankSerialNo: string;
}

/** A payment out of the supervised account into `accountNo`. */
export interface TransferInstruction {
  /** The platform's serial: the idempotency key, one movement of money however often sent. */
  serial: string;
  accountNo: string;
  accountName: string;
  amountFen: number;
}

export interface RefundInstruction extends TransferInstruction {
  /** The order's payment the refund returns. */
  paymentNo: string;
}

export interface ExecutedInstruction {
  serial: string;
  /** The bank's own reference of the movement, as its statement shows it. */
  bankSerial: string;
  accountNo: string;
  amountFen: number;
  /** When the bank executed it (ISO-8601) and the date it gave it value. */
  executedAt: string;
  valueDate: string;
}

export type InstructionStatus =
  | ({ status: 'executed' } & ExecutedInstruction)
  | { status: 'refused'; serial: string; reason: string }
  /** The bank never received the serial: sending it again is safe. */
  | { status: 'unknown'; serial: string };

/**
 * The columns of the statement file, in order, as its header line names them: CSV (RFC 4180,
 * UTF-8), one line per movement in the bank's booking order, an absent value an empty field.
 * - kind: charge, transfer or refund; direction: in or out;
 * - amount_fen: integer fen above zero, `direction` giving the sign;
 * - serial: the platform's serial of a transfer or refund; payment_no: the payment of a charge,
 *   or the one a refund returns;
 * - value_date: YYYY-MM-DD; counterparty_name and counterparty_account_no: the other side.
 * A real bank's adapter writes its own format into this one.
 */
export const statementFileColumns = [
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

export interface BankStatement {
  accountNo: string;
  date: string;
  openingBalanceFen: number;
  closingBalanceFen: number;
  /** How many lines the day holds: what a reader of `file` must find. */
  lineCount: number;
  /**
   * The day's lines as the statement file (statementFileColumns), fetched when first iterated
   * and read as the reader takes it: never the whole day in memory. Read once.
   */
  file: AsyncIterable<Uint8Array>;
}

/**
 * The bank did not confirm: it failed, or did not answer in time, or its answer was lost.
 * Whether it executed is unknown: ask `statusOf(serial)`, or send the same instruction again with
 * the same key — never a new one.
 */
export class BankUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BankUnavailableError';
  }
}

/**
 * The bank refused the instruction for good (it would overdraw the supervised account, or the
 * bank cannot take it): nothing moved and nothing will under this serial, so the reserved funds
 * may be released.
 */
export class BankRefusedError extends Error {
  constructor(
    readonly serial: string,
    readonly reason: string,
  ) {
    super(`supervise bank refused ${serial}: ${reason}`);
    this.name = 'BankRefusedError';
  }
}

/**
 * The serial already names another instruction at the bank (another amount or account): this
 * one was not executed, but money may have moved under the serial, so ask `statusOf` before
 * releasing anything. A defect of the caller, never a state to retry out of.
 */
export class BankSerialConflictError extends Error {
  constructor(readonly serial: string) {
    super(`supervise bank holds another instruction under serial ${serial}`);
    this.name = 'BankSerialConflictError';
  }
}
