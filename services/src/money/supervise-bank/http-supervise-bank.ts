import {
  executedAnswer,
  instructionStatusAnswer,
  microDepositAnswer,
  statementAnswer,
} from '@services/money/supervise-bank/http-supervise-bank.answers';
import {
  BankRefusedError,
  BankSerialConflictError,
  type BankStatement,
  BankUnavailableError,
  type ExecutedInstruction,
  type InstructionStatus,
  type MicroDepositReceipt,
  type MicroDepositRequest,
  type RefundInstruction,
  type SuperviseBank,
  type TransferInstruction,
} from '@services/money/supervise-bank/supervise-bank.port';
import type { z } from 'zod';

export interface HttpSuperviseBankOptions {
  /** SUPERVISE_BANK_URL, or the local fake bank's. */
  baseUrl: string;
  /** SUPERVISE_BANK_TIMEOUT_MS: how long one call may take before it counts as failed. */
  timeoutMs: number;
}

/**
 * The supervise bank's HTTP API (the fake bank's routes, infra/src/fake-bank/fake-bank-server.ts).
 * Each call carries its idempotency key (request id or serial) in the body and an
 * Idempotency-Key header. How answers map onto the port:
 * - 200 with the expected shape: done;
 * - 422 (refused, e.g. it would overdraw) or 400 (the bank cannot read it): BankRefusedError;
 * - 409 on an instruction: BankSerialConflictError;
 * - anything else, a timeout, a dropped connection: BankUnavailableError — unknown, ask the
 *   status. A micro-deposit keeps its old rule: anything but 200 is BankUnavailableError, and the
 *   job retries it with the same request id.
 */
export class HttpSuperviseBank implements SuperviseBank {
  constructor(private readonly options: HttpSuperviseBankOptions) {}

  async payMicroDeposit(request: MicroDepositRequest): Promise<MicroDepositReceipt> {
    const answer = await this.call('POST', '/micro-deposits', request, request.requestId);
    const receipt = this.expect(answer, microDepositAnswer);
    return { requestId: request.requestId, bankSerialNo: receipt.bankSerialNo };
  }

  transfer(instruction: TransferInstruction): Promise<ExecutedInstruction> {
    return this.instruct('/transfers', instruction);
  }

  refund(instruction: RefundInstruction): Promise<ExecutedInstruction> {
    return this.instruct('/refunds', instruction);
  }

  async statusOf(serial: string): Promise<InstructionStatus> {
    const answer = await this.call('GET', `/instructions/${encodeURIComponent(serial)}`);
    const status = this.expect(answer, instructionStatusAnswer);
    return status.status === 'executed' ? { status: 'executed', ...executed(status) } : status;
  }

  async statement(date: string): Promise<BankStatement> {
    const path = `/statements/${encodeURIComponent(date)}`;
    const summary = this.expect(await this.call('GET', path), statementAnswer);
    return {
      accountNo: summary.accountNo,
      date,
      openingBalanceFen: summary.openingBalance,
      closingBalanceFen: summary.closingBalance,
      lineCount: summary.lines,
      file: this.statementFile(`${path}/lines`),
    };
  }

  /** The statement file's bytes as they arrive: nothing parsed here (the database reads it). */
  private async *statementFile(path: string): AsyncGenerator<Uint8Array> {
    const response = await this.send('GET', path);
    if (response.status !== 200 || !response.body)
      throw new BankUnavailableError(`supervise bank answered ${response.status} for the statement file`);
    try {
      yield* response.body;
    } catch (error) {
      throw new BankUnavailableError('the statement file was cut off', { cause: error });
    }
  }

  private async instruct(
    path: string,
    { amountFen, ...instruction }: TransferInstruction | RefundInstruction,
  ): Promise<ExecutedInstruction> {
    const { serial } = instruction;
    const answer = await this.call('POST', path, { ...instruction, amount: amountFen }, serial);
    if (answer.httpStatus === 409) throw new BankSerialConflictError(serial);
    if (answer.httpStatus === 400) throw new BankRefusedError(serial, 'the bank cannot read the instruction');
    if (answer.httpStatus === 422) {
      const refusal = instructionStatusAnswer.safeParse(answer.body);
      const reason = refusal.success && refusal.data.status === 'refused' ? refusal.data.reason : 'refused';
      throw new BankRefusedError(serial, reason);
    }
    return executed(this.expect(answer, executedAnswer));
  }

  /** The body of a 200 answer of the expected shape; anything else leaves the outcome unknown. */
  private expect<Shape extends z.ZodTypeAny>(answer: BankAnswer, shape: Shape): z.infer<Shape> {
    const parsed = shape.safeParse(answer.body);
    if (answer.httpStatus !== 200 || !parsed.success)
      throw new BankUnavailableError(`supervise bank answered ${answer.httpStatus}`);
    return parsed.data as z.infer<Shape>;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object, key?: string): Promise<BankAnswer> {
    const response = await this.send(method, path, body, key);
    return { httpStatus: response.status, body: await response.json().catch(() => undefined) };
  }

  private async send(method: 'GET' | 'POST', path: string, body?: object, key?: string): Promise<Response> {
    const { baseUrl, timeoutMs } = this.options;
    try {
      return await fetch(new URL(path, baseUrl), {
        method,
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new BankUnavailableError(`supervise bank did not answer: ${(error as Error).name}`, {
        cause: error,
      });
    }
  }
}

interface BankAnswer {
  httpStatus: number;
  body: unknown;
}

function executed(answer: z.infer<typeof executedAnswer>): ExecutedInstruction {
  const { serial, bankSerial, accountNo, amount, executedAt, valueDate } = answer;
  return { serial, bankSerial, accountNo, amountFen: amount, executedAt, valueDate };
}
