import { UnrecoverableJobError } from '@platform/jobs/jobs.port';
import {
  BankRefusedError,
  BankSerialConflictError,
  BankUnavailableError,
  type ExecutedInstruction,
  type InstructionStatus,
  type SuperviseBank,
} from '@services/money/supervise-bank/supervise-bank.port';

/**
 * An instruction the bank executed: its own reference of the movement and the business date it
 * gave it value (YYYY-MM-DD), the date its statement lists it under.
 */
export interface BankExecution {
  bankSerial: string;
  valueDate: string;
}

/** What the bank did with a serial, once that is known for certain. */
export type SettledInstruction =
  ({ outcome: 'executed' } & BankExecution) | { outcome: 'refused'; reason: string };

const executedAs = ({ bankSerial, valueDate }: BankExecution): SettledInstruction => ({
  outcome: 'executed',
  bankSerial,
  valueDate,
});

/**
 * Sends an instruction under its serial and settles what became of it (MONEY.md §5): executed,
 * or refused for good. An unknown outcome (a failure, a timeout, a lost answer) asks the bank
 * for the status of that same serial; when that is unknown too, or the bank cannot answer, this
 * throws, so the job retries with backoff — sending the same serial again, which the bank
 * executes at most once. A new serial is never made here.
 */
export async function settleInstruction(
  bank: SuperviseBank,
  serial: string,
  send: () => Promise<ExecutedInstruction>,
): Promise<SettledInstruction> {
  try {
    return executedAs(await send());
  } catch (error) {
    if (error instanceof BankRefusedError) return { outcome: 'refused', reason: error.reason };
    // Another instruction holds the serial: a defect no retry mends; the pending transfer stays
    // open for the statement's reconciliation to settle.
    if (error instanceof BankSerialConflictError)
      throw new UnrecoverableJobError(error.message, { cause: error });
    if (!(error instanceof BankUnavailableError)) throw error;
    const settled = settledBy(await bank.statusOf(serial));
    if (!settled) throw error;
    return settled;
  }
}

/** What a status answer settles: nothing while the bank never received the serial. */
function settledBy(status: InstructionStatus): SettledInstruction | undefined {
  switch (status.status) {
    case 'executed':
      return executedAs(status);
    case 'refused':
      return { outcome: 'refused', reason: status.reason };
    case 'unknown':
      return undefined;
  }
}

/**
 * Settles an instruction whose outcome nobody recorded (its job gave up, or died): first asks
 * the bank for the status of its serial; only when the bank never received that serial is it
 * sent, under the same serial, so it can move money at most once. Answers undefined when the
 * bank cannot tell yet (unavailable): the instruction stays pending for the next try.
 */
export async function settleByStatusQuery(
  bank: SuperviseBank,
  serial: string,
  send: () => Promise<ExecutedInstruction>,
): Promise<SettledInstruction | undefined> {
  try {
    return settledBy(await bank.statusOf(serial)) ?? (await settleInstruction(bank, serial, send));
  } catch (error) {
    if (error instanceof BankUnavailableError) return undefined;
    throw error;
  }
}
