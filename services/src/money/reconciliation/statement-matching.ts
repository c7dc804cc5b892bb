import { platformTenantId } from '@platform/resource-registry/define-resource';
import type { OurDeposit, OurTransfer } from '@projections/money/reconciliation/our-records.queries';
import type { BankStatement, BankStatementLine } from '@services/money/supervise-bank/supervise-bank.port';
import type { ReconciledDay, ReconciliationItem } from '@services/money/reconciliation/reconciliation.events';

export interface OurRecords {
  deposits: readonly OurDeposit[];
  transfers: readonly OurTransfer[];
}

type Compared = Omit<ReconciliationItem, 'id'>;

/**
 * Matches the day's statement line by line against our records (MONEY.md §6): a charge by the
 * bank's serial, a transfer by our serial; then what we recorded for the day that the statement
 * lacks. `ours` holds every record the statement's lines name, whatever its date, and those of
 * the day. Answers each comparison and the day's balances, the statement's and ours.
 */
export function matchStatement(
  statement: BankStatement,
  ours: OurRecords,
  newId: () => string,
): { day: ReconciledDay; items: ReconciliationItem[] } {
  const deposits = new Map(ours.deposits.map((deposit) => [deposit.bankSerial, deposit]));
  const transfers = new Map(ours.transfers.map((transfer) => [transfer.serial, transfer]));
  const compared: Compared[] = statement.lines.map((line) => {
    switch (line.kind) {
      case 'charge':
        return chargeCompared(line, deposits.get(line.bankSerial));
      case 'transfer':
        return transferCompared(line, line.serial === undefined ? undefined : transfers.get(line.serial));
      case 'refund':
        // Refunds are not recorded on our side yet: every refund the bank made is one we lack.
        return { ...bankSide(line), result: 'missingOurs', abnormal: 'refund' };
    }
  });
  const onStatement = new Set(statement.lines.flatMap((line) => [line.bankSerial, line.serial ?? '']));
  const ourDeposits = ours.deposits.filter(({ valueDate }) => valueDate === statement.date);
  const ourTransfers = ours.transfers.filter(({ executedOn }) => executedOn === statement.date);
  for (const deposit of ourDeposits.filter(({ bankSerial }) => !onStatement.has(bankSerial)))
    compared.push({
      ...depositSide(deposit),
      result: 'missingAtBank',
      abnormal: deposit.consumedFen > 0 ? 'consume' : 'depository',
    });
  for (const transfer of ourTransfers.filter(({ serial }) => !onStatement.has(serial)))
    compared.push({ ...transferSide(transfer), result: 'missingAtBank', abnormal: 'instruction' });
  const bankNetFen = statement.lines.reduce(
    (net, line) => net + (line.direction === 'in' ? line.amountFen : -line.amountFen),
    0,
  );
  const ourNetFen =
    ourDeposits.reduce((net, { amountFen }) => net + amountFen, 0) -
    ourTransfers.reduce((net, { amountFen }) => net + amountFen, 0);
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

/** A transfer the bank executed: ours only when recorded as executed, for the same amount. */
function transferCompared(line: BankStatementLine, transfer: OurTransfer | undefined): Compared {
  if (!transfer || transfer.executedOn === null)
    return {
      ...bankSide(line),
      ...(transfer ? { tenantId: transfer.tenantId, merchantId: transfer.merchantId } : {}),
      result: 'missingOurs',
      abnormal: 'instruction',
    };
  const both = { ...transferSide(transfer), bankSerial: line.bankSerial, bankAmountFen: line.amountFen };
  if (transfer.amountFen !== line.amountFen)
    return { ...both, result: 'amountDiffers', abnormal: 'instruction' };
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

function transferSide(transfer: OurTransfer): Omit<Compared, 'result' | 'abnormal'> {
  return {
    tenantId: transfer.tenantId,
    kind: 'transfer',
    bankSerial: null,
    serial: transfer.serial,
    paymentNo: null,
    orderId: null,
    merchantId: transfer.merchantId,
    bankAmountFen: null,
    ourAmountFen: transfer.amountFen,
  };
}
