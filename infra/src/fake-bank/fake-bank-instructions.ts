import type { FakeBankAccounts } from './fake-bank-accounts';
import type { FakeBankClock } from './fake-bank-clock';
import type { FakeBankJournal } from './fake-bank-statement';
import { isAmountFen, isText, newBankSerial } from './fake-bank-values';

/**
 * An instruction of the platform to pay out of the supervised account: a transfer to a
 * merchant's account, or a refund to a consumer's (naming the payment it returns). The serial is
 * the platform's, fixed before it first sends the instruction.
 */
export interface FakeInstruction {
  kind: 'transfer' | 'refund';
  serial: string;
  accountNo: string;
  accountName: string;
  /** Integer fen. */
  amount: number;
  paymentNo?: string;
}

export type InstructionOutcome =
  | (FakeInstruction & { status: 'executed'; bankSerial: string; executedAt: string; valueDate: string })
  | (FakeInstruction & { status: 'refused'; reason: string });

/** What the bank answers an instruction: its HTTP status and body. */
export interface InstructionAnswer {
  httpStatus: 200 | 400 | 409 | 422;
  body: object;
}

/** Why the bank refuses an instruction, in its own words: a Chinese bank answers in Chinese. */
export const overdrawn = '监管账户余额不足';
export const accountClosed = '收款账户已销户';

/**
 * Transfers and refunds by the platform's serial. A serial is decided once: executed (the money
 * moved, a line on the statement) or refused (it would overdraw the supervised account, or the
 * bank was told to refuse it as a closed account's), and it stays refused. Sending it again
 * answers that first result; sending it again with another kind, account or amount is refused
 * with 409 and changes nothing. Every arrival of a serial is counted, and every execution kept,
 * so that a test can prove an instruction moved money once.
 */
export class FakeBankInstructions {
  private readonly outcomes = new Map<string, InstructionOutcome>();
  private readonly arrived = new Map<string, number>();
  private readonly executions: InstructionOutcome[] = [];
  /** How many of the next new serials are refused whatever the balance (refuseNext). */
  private refusals = 0;

  constructor(
    private readonly supervisedAccountNo: string,
    private readonly accounts: FakeBankAccounts,
    private readonly journal: FakeBankJournal,
    private readonly clock: FakeBankClock,
  ) {}

  submit(kind: FakeInstruction['kind'], body: Partial<FakeInstruction>): InstructionAnswer {
    const instruction = validInstruction(kind, body);
    if (!instruction) return { httpStatus: 400, body: { error: 'invalid instruction' } };
    const { serial } = instruction;
    const earlier = this.outcomes.get(serial);
    if (earlier && !sameInstruction(earlier, instruction))
      return { httpStatus: 409, body: { error: 'serial reused for another instruction', serial } };
    const outcome = earlier ?? this.decide(instruction);
    return { httpStatus: outcome.status === 'executed' ? 200 : 422, body: outcome };
  }

  /**
   * Refuses the next `times` new serials for good, as a bank does an instruction to a closed
   * account: what a refund or a cut-payment the bank refuses looks like, whatever the balance.
   */
  refuseNext(times: number): void {
    this.refusals = times;
  }

  /** Counts an instruction reaching the bank, before the behaviour switch decides its fate. */
  arrive({ serial }: Partial<FakeInstruction>): void {
    if (isText(serial)) this.arrived.set(serial, (this.arrived.get(serial) ?? 0) + 1);
  }

  /** The first result of a serial, or unknown when it never arrived. */
  statusOf(serial: string): InstructionOutcome | { serial: string; status: 'unknown' } {
    return this.outcomes.get(serial) ?? { serial, status: 'unknown' };
  }

  /** How many times each serial arrived, repeats included. */
  arrivals(): Record<string, number> {
    return Object.fromEntries(this.arrived);
  }

  /** Every instruction that moved money, in the order it did. */
  executed(): InstructionOutcome[] {
    return [...this.executions];
  }

  /** Every serial's first result, executed or refused. */
  decided(): InstructionOutcome[] {
    return [...this.outcomes.values()];
  }

  clear(): void {
    this.outcomes.clear();
    this.arrived.clear();
    this.executions.length = 0;
    this.refusals = 0;
  }

  private decide(instruction: FakeInstruction): InstructionOutcome {
    const { serial, accountNo, accountName, amount, kind, paymentNo } = instruction;
    let outcome: InstructionOutcome;
    if (this.refusals > 0) {
      this.refusals--;
      outcome = { ...instruction, status: 'refused', reason: accountClosed };
    } else if (this.accounts.move(this.supervisedAccountNo, accountNo, amount)) {
      const executedAt = this.clock.instant();
      const valueDate = this.clock.valueDate();
      outcome = { ...instruction, status: 'executed', bankSerial: newBankSerial(), executedAt, valueDate };
      this.journal.book({
        bankSerial: outcome.bankSerial,
        kind,
        serial,
        paymentNo,
        direction: 'out',
        amount,
        valueDate,
        counterpartyName: accountName,
        counterpartyAccountNo: accountNo,
        bookedAt: executedAt,
      });
      this.executions.push(outcome);
    } else {
      outcome = { ...instruction, status: 'refused', reason: overdrawn };
    }
    this.outcomes.set(serial, outcome);
    return outcome;
  }
}

function validInstruction(
  kind: FakeInstruction['kind'],
  { serial, accountNo, accountName, amount, paymentNo }: Partial<FakeInstruction>,
): FakeInstruction | undefined {
  if (!isText(serial) || !isText(accountNo) || !isText(accountName) || !isAmountFen(amount)) return undefined;
  if (kind === 'refund' && !isText(paymentNo)) return undefined;
  return { kind, serial, accountNo, accountName, amount, ...(kind === 'refund' ? { paymentNo } : {}) };
}

function sameInstruction(earlier: FakeInstruction, instruction: FakeInstruction): boolean {
  return (
    earlier.kind === instruction.kind &&
    earlier.accountNo === instruction.accountNo &&
    earlier.amount === instruction.amount
  );
}
