import type { VerifiedAccount } from '@services/merchant/merchant-bank-verify/bank-verify.events';

/** Who acts, when, and on which merchant's verification (the stream's merchant). */
export interface BankVerifyMetadata {
  merchantId: string;
  tenantId: string;
  callerId: string;
  at: string;
}

type Of<Type extends string, Data> = { type: Type; data: Data; metadata: BankVerifyMetadata };

/**
 * `requestId` and `amountFen` are fresh candidates from the handler (random, 1–99 fen); they are
 * used only if a new request is opened, else the open one is retried.
 */
export type RequestBankVerify = Of<
  'RequestBankVerify',
  { account: VerifiedAccount; requestId: string; amountFen: number }
>;
export type ConfirmDeposit = Of<'ConfirmDeposit', { requestId: string; maxAttempts: number }>;
export type RecordDepositFailure = Of<'RecordDepositFailure', { requestId: string; reason: string }>;
export type VerifyAmount = Of<'VerifyAmount', { amountFen: number }>;

export type BankVerifyCommand = RequestBankVerify | ConfirmDeposit | RecordDepositFailure | VerifyAmount;

/** Tries of the amount before a new micro-deposit must be requested. */
export const maxVerifyAttempts = 3;
