/**
 * The supervise bank, an outer edge (ARCHITECTURE.md): it pays micro-deposits into merchants'
 * accounts to prove them. Adapters: http-supervise-bank.ts speaks to the bank's HTTP API (the
 * fake bank of infra/src/fake-bank by default); a real bank's adapter replaces it.
 *
 * The bank pays a request id at most once: asking again with the same id answers the first
 * payment. That is what makes retries after a failure or a timeout safe.
 */
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

export interface SuperviseBank {
  payMicroDeposit(request: MicroDepositRequest): Promise<MicroDepositReceipt>;
}

/**
 * The bank did not confirm: it refused, failed, or did not answer in time. Whether it paid is
 * unknown, so the request must be retried with the same id, never replaced by a new one.
 */
export class BankUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BankUnavailableError';
  }
}
