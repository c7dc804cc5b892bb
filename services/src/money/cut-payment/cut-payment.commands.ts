import type { DomainCommand } from '@platform/commands/command-metadata';
import type { PayeeAccount } from '@services/money/cut-payment/cut-payment.events';
import type { BankExecution } from '@services/money/supervise-bank/instruction-outcome';

/**
 * What the handler read before sending: `creditedFen`, what the merchant's payable has received
 * so far (consumptions' merchant shares only ever add to it and only cut-payments, held exactly
 * by the merchant's own stream, take from it, so a stale read can only understate what is left,
 * never let too much out); `payee`, the account the merchant holds verified now, null without
 * one: an application is paid only into the account it names while that is still the verified
 * one, so a merchant that moved accounts after applying is not paid into the old one.
 */
interface ReadBeforeSending {
  creditedFen: number;
  payee: PayeeAccount | null;
}

/**
 * `payee`: the account the merchant proved by bank verification, as the handler read it; null
 * when it has none (never verified, or verified for an account number it no longer holds).
 */
export type ApplyCutPayment = DomainCommand<
  'ApplyCutPayment',
  {
    id: string;
    merchantId: string;
    orgPaymentNo: string;
    batchNo: string;
    amountFen: number;
    payee: PayeeAccount | null;
  }
>;
export type RemoveCutPayment = DomainCommand<'RemoveCutPayment', { orgPaymentNo: string }>;
/** createContract: the contract rendered and stored by the handler, recorded once. */
export type RecordCutPaymentContract = DomainCommand<
  'RecordCutPaymentContract',
  { orgPaymentNo: string; contractLink: string; attachId: string; templateName: string }
>;
/** Send applied ones to the bank, each with the fresh serial the handler generated for it. */
export type SubmitCutPayments = DomainCommand<
  'SubmitCutPayments',
  ReadBeforeSending & { serials: ReadonlyArray<{ orgPaymentNo: string; serial: string }> }
>;
/** manualCutPayment: send the failed ones of a batch again, each under a new serial. */
export type ResubmitCutPaymentBatch = DomainCommand<
  'ResubmitCutPaymentBatch',
  ReadBeforeSending & { batchNo: string; serials: ReadonlyArray<{ orgPaymentNo: string; serial: string }> }
>;
export type RecordCutPaymentExecuted = DomainCommand<
  'RecordCutPaymentExecuted',
  BankExecution & { serial: string }
>;
export type RecordCutPaymentRefused = DomainCommand<
  'RecordCutPaymentRefused',
  { serial: string; reason: string }
>;

export type CutPaymentCommand =
  | ApplyCutPayment
  | RemoveCutPayment
  | RecordCutPaymentContract
  | SubmitCutPayments
  | ResubmitCutPaymentBatch
  | RecordCutPaymentExecuted
  | RecordCutPaymentRefused;
