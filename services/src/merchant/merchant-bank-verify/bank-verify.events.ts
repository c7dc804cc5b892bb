import type { DomainEvent } from '@platform/commands/decider';

/** The account a verification is about, copied from the merchant when it was requested. */
export interface VerifiedAccount {
  accountName: string;
  accountNo: string;
  bankName: string;
}

/**
 * A micro-deposit verification of a merchant's bank account, on a stream per merchant. The
 * amount (in fen, 1–99) is chosen when requested and kept in the event, so that every retry of
 * the bank call sends the same request id and amount: the bank pays a request id once.
 */
export type BankVerifyRequested = DomainEvent<
  'BankVerifyRequested',
  {
    merchantId: string;
    tenantId: string;
    requestId: string;
    amountFen: number;
    account: VerifiedAccount;
    by: string;
    at: string;
  }
>;
/** The bank confirmed it paid the request; the operator may now enter the amount. */
export type BankDepositConfirmed = DomainEvent<
  'BankDepositConfirmed',
  { merchantId: string; requestId: string; attemptsLeft: number; at: string }
>;
/** The bank call failed or timed out: the request stays open, to be retried with the same id. */
export type BankDepositFailed = DomainEvent<
  'BankDepositFailed',
  { merchantId: string; requestId: string; reason: string; at: string }
>;
export type BankVerifyAttemptFailed = DomainEvent<
  'BankVerifyAttemptFailed',
  { merchantId: string; requestId: string; attemptsLeft: number; by: string; at: string }
>;
export type BankAccountVerified = DomainEvent<
  'BankAccountVerified',
  { merchantId: string; requestId: string; account: VerifiedAccount; by: string; at: string }
>;

export type BankVerifyEvent =
  | BankVerifyRequested
  | BankDepositConfirmed
  | BankDepositFailed
  | BankVerifyAttemptFailed
  | BankAccountVerified;
