import {
  BankUnavailableError,
  type MicroDepositReceipt,
  type MicroDepositRequest,
  type SuperviseBank,
} from '@services/merchant/merchant-bank-verify/supervise-bank.port';

export interface HttpSuperviseBankOptions {
  /** SUPERVISE_BANK_URL, or the local fake bank's. */
  baseUrl: string;
  /** SUPERVISE_BANK_TIMEOUT_MS: how long one call may take before it counts as failed. */
  timeoutMs: number;
}

/**
 * The supervise bank's HTTP API: POST /micro-deposits with an Idempotency-Key header equal to
 * the request id. Any answer but 200 with a serial number, and any timeout, is
 * BankUnavailableError: the caller keeps the request open and retries it with the same id.
 */
export class HttpSuperviseBank implements SuperviseBank {
  constructor(private readonly options: HttpSuperviseBankOptions) {}

  async payMicroDeposit(request: MicroDepositRequest): Promise<MicroDepositReceipt> {
    const { baseUrl, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(new URL('/micro-deposits', baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': request.requestId },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new BankUnavailableError(`supervise bank did not answer: ${(error as Error).name}`, {
        cause: error,
      });
    }
    const body = (await response.json().catch(() => ({}))) as { bankSerialNo?: unknown };
    if (response.status !== 200 || typeof body.bankSerialNo !== 'string')
      throw new BankUnavailableError(`supervise bank answered ${response.status}`);
    return { requestId: request.requestId, bankSerialNo: body.bankSerialNo };
  }
}
