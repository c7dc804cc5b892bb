import type { DomainCommand } from '@platform/commands/command-metadata';
import type { RefundTerms } from '@services/money/refund-order/refund-order.events';
import type { BankExecution } from '@services/money/supervise-bank/instruction-outcome';

export type CreateRefundOrder = DomainCommand<'CreateRefundOrder', RefundTerms & { id: string }>;
export type RemoveRefundOrder = DomainCommand<'RemoveRefundOrder', Record<string, never>>;
/** Send it to the bank under the fresh serial the handler generated (submit). */
export type SubmitRefundOrder = DomainCommand<'SubmitRefundOrder', { serial: string }>;
/** manualRefund: send a failed one again, under a new serial. */
export type RetryRefundOrder = DomainCommand<'RetryRefundOrder', { serial: string }>;
export type RecordRefundExecuted = DomainCommand<'RecordRefundExecuted', BankExecution & { serial: string }>;
export type RecordRefundRefused = DomainCommand<'RecordRefundRefused', { serial: string; reason: string }>;
export type UnfreezeProvision = DomainCommand<'UnfreezeProvision', { transactionId: string }>;

export type RefundOrderCommand =
  | CreateRefundOrder
  | RemoveRefundOrder
  | SubmitRefundOrder
  | RetryRefundOrder
  | RecordRefundExecuted
  | RecordRefundRefused
  | UnfreezeProvision;
