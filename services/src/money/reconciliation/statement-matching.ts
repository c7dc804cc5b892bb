import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { OurDeposit, OurInstruction } from '@projections/money/reconciliation/our-records.queries';
import type { BankStatement, BankStatementLine } from '@services/money/supervise-bank/supervise-bank.port';
import type { ReconciledDay, ReconciliationItem } from '@services/money/reconciliation/reconciliation.events';

export interface OurRecords {
  deposits: readonly OurDeposit[];
  transfers: readonly OurInstruction[];
  refunds: readonly OurInstruction[];
}

type Compared = Omit<ReconciliationItem, 'id'>;

/** The instructions the platform sends, and the kind of abnormal order a difference in one is. */
const instructionKinds = { transfer: 'instruction', refund: 'refund' } as const;
type InstructionKind = keyof typeof instructionKinds;

/**
 * Matches the day's statement line by line against our records (MONEY.md §6): a charge by the
 * bank's serial, a transfer or a refund by our serial; then what we recorded for the day that the
 * statement lacks. `ours` holds every record the statement's lines name, whatever its date, and those of
 * the day. Answers each comparison and the day's balances, the statement's and ours.
 */
export function matchStatement(
  statement: BankStatement,
  ours: OurRecords,
  newId: () => string,
): { day: ReconciledDay; items: ReconciliationItem[] } {
  const deposits = new Map(ours.deposits.map((deposit) => [deposit.bankSerial, deposit]));
  const instructions = {
    transfer: new Map(ours.transfers.map((transfer) => [transfer.serial, transfer])),
    refund: new Map(ours.refunds.map((refund) => [refund.serial, refund])),
  };
  const compared: Compared[] = statement.lines.map((line) =>
    line.kind === 'charge'
      ? chargeCompared(line, deposits.get(line.bankSerial))
      : instructionCompared(line, line.kind, instructions[line.kind].get(line.serial ?? '')),
  );
  const onStatement = new Set(statement.lines.flatMap((line) => [line.bankSerial, line.serial ?? '']));
  const ourDeposits = ours.deposits.filter(({ valueDate }) => valueDate === statement.date);
  const executedThatDay = (kind: InstructionKind) =>
    (kind === 'transfer' ? ours.transfers : ours.refunds).filter(
      ({ executedOn }) => executedOn === statement.date,
    );
  for (const deposit of ourDeposits.filter(({ bankSerial }) => !onStatement.has(bankSerial)))
    compared.push({
      ...depositSide(deposit),
      result: 'missingAtBank',
      abnormal: deposit.consumedFen > 0 ? 'consume' : 'depository',
    });
  for (const kind of ['transfer', 'refund'] as const)
    for (const instruction of executedThatDay(kind).filter(({ serial }) => !onStatement.has(serial)))
      compared.push({
        ...instructionSide(instruction, kind),
        result: 'missingAtBank',
        abnormal: instructionKinds[kind],
      });
  const bankNetFen = statement.lines.reduce(
    (net, line) => net + (line.direction === 'in' ? line.amountFen : -line.amountFen),
    0,
  );
  const sumFen = (records: ReadonlyArray<{ amountFen: number }>) =>
    records.reduce((sum, { amountFen }) => sum + amountFen, 0);
  const ourNetFen =
    sumFen(ourDeposits) - sumFen(executedThatDay('transfer')) - sumFen(executedThatDay('refund'));
  const { date, openingBalanceFen: openingFen, closingBalanceFen: closingFen } = statement;
  return {
    day: { date, openingFen, closingFen, bankNetFen, ourNetFen },
    items: compared.map((item) => ({ id: newId(), ...item })),
  };
}

/** A charge the bank booked: ours when a deposit has its serial; no order claiming it is abnormal too. */
function chargeCompared(line: BankStatementLine, deposit: OurDeposit | undefined): Compared {
  if (!deposit) return { ...bankSide(line), result: 'missingOurs', abnormal: 'depository' };
  const both = { ...depositSide(deposit), bankAmountFen: line.amountFen };
  if (deposit.amountFen !== line.amountFen)
    return { ...both, result: 'amountDiffers', abnormal: 'depository' };
  return { ...both, result: 'matched', abnormal: deposit.orderId === null ? 'depository' : null };
}

/** A transfer or refund the bank executed: ours only when recorded as executed, for the same amount. */
function instructionCompared(
  line: BankStatementLine,
  kind: InstructionKind,
  instruction: OurInstruction | undefined,
): Compared {
  const abnormal = instructionKinds[kind];
  if (!instruction || instruction.executedOn === null)
    return {
      ...bankSide(line),
      ...(instruction ? { tenantId: instruction.tenantId, merchantId: instruction.merchantId } : {}),
      result: 'missingOurs',
      abnormal,
    };
  const both = {
    ...instructionSide(instruction, kind),
    bankSerial: line.bankSerial,
    bankAmountFen: line.amountFen,
  };
  if (instruction.amountFen !== line.amountFen) return { ...both, result: 'amountDiffers', abnormal };
  return { ...both, result: 'matched', abnormal: null };
}

function bankSide(line: BankStatementLine): Omit<Compared, 'result' | 'abnormal'> {
  return {
    tenantId: platformTenantId,
    kind: line.kind,
    bankSerial: line.bankSerial,
    serial: line.serial ?? null,
    paymentNo: line.paymentNo ?? null,
    orderId: null,
    merchantId: null,
    bankAmountFen: line.amountFen,
    ourAmountFen: null,
  };
}

function depositSide(deposit: OurDeposit): Omit<Compared, 'result' | 'abnormal'> {
  return {
    tenantId: deposit.tenantId,
    kind: 'charge',
    bankSerial: deposit.bankSerial,
    serial: null,
    paymentNo: deposit.paymentNo,
    orderId: deposit.orderId,
    merchantId: deposit.merchantId,
    bankAmountFen: null,
    ourAmountFen: deposit.amountFen,
  };
}

function instructionSide(
  instruction: OurInstruction,
  kind: InstructionKind,
): Omit<Compared, 'result' | 'abnormal'> {
  return {
    tenantId: instruction.tenantId,
    kind,
    bankSerial: null,
    serial: instruction.serial,
    paymentNo: null,
    orderId: null,
    merchantId: instruction.merchantId,
    bankAmountFen: null,
    ourAmountFen: instruction.amountFen,
  };
}
