import type { DomainCommand } from '@platform/commands/command-metadata';
import type { BankCharge } from '@services/money/deposit/deposit.events';

/**
 * Record a notified charge. The handler has looked for the order it names: `match` is that
 * order when it awaits exactly this charge, else why not (the money then goes to suspense).
 */
export type RecordDeposit = DomainCommand<
  'RecordDeposit',
  {
    id: string;
    charge: BankCharge;
    match: { orderId: string } | { unmatchedReason: string };
    transactionId: string;
  }
>;
export type MatchDepositByOperator = DomainCommand<
  'MatchDepositByOperator',
  { orderId: string; paymentNo: string }
>;

export type DepositCommand = RecordDeposit | MatchDepositByOperator;
