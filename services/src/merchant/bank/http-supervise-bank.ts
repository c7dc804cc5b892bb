import {
  BankUnavailableError,
  type MicroDepositReceipt,
  type MicroDepositRequest,
  type SuperviseBank,
} from '@services/merchant/bank/supervise-bank.port';

export interface HttpSuperviseBankOptions {
  /** SUPERVISE_BANK_URL; undefined: every call fails as unavailable. */
  baseUrl: string | undefined;
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
    if (!baseUrl) throw new BankUnavailableError('supervise bank not configured (SUPERVISE_BANK_URL)');
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

export function superviseBankFromEnv(env: NodeJS.ProcessEnv = process.env): HttpSuperviseBank {
  const timeout = Number(env.SUPERVISE_BANK_TIMEOUT_MS || 5000);
  return new HttpSuperviseBank({
    baseUrl: env.SUPERVISE_BANK_URL || undefined,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 5000,
  });
}
