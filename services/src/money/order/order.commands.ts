import type { DomainCommand } from '@platform/commands/command-metadata';
import type { OrderTerms } from '@services/money/order/order.events';

/** The ids (order, card, ledger transactions, consumption) are chosen by the handler. */
export type CreateOrder = DomainCommand<'CreateOrder', OrderTerms & { id: string; createDept: string }>;
export type UpdateTradeAmount = DomainCommand<'UpdateTradeAmount', { tradeAmountFen: number }>;
export type UpdateContractContent = DomainCommand<
  'UpdateContractContent',
  { contractContent: string | null }
>;
/** Freeze a charge against the order: `source` says where the money waits now (MONEY.md §4). */
export type DepositIntoOrder = DomainCommand<
  'DepositIntoOrder',
  { bankSerial: string; amountFen: number; source: 'bank' | 'suspense'; transactionId: string }
>;
export type RecordConsumption = DomainCommand<
  'RecordConsumption',
  {
    consumeId: string;
    amountFen: number;
    remark: string | null;
    reportedBy: 'consumer' | 'operator';
    transactionId: string;
  }
>;
export type UpdateCardHolder = DomainCommand<
  'UpdateCardHolder',
  { buyerName: string; buyerPhone: string | null }
>;

/**
 * Reserve a refund's amount out of the order under the serial fixed for the bank (MONEY.md §5):
 * the frozen money first, then the provision.
 */
export type ReserveRefund = DomainCommand<
  'ReserveRefund',
  { refundOrderId: string; serial: string; amountFen: number }
>;
/** The bank's answer to a refund's serial: posted (executed) or voided (refused for good). */
export type SettleRefund = DomainCommand<'SettleRefund', { serial: string; outcome: 'posted' | 'voided' }>;
/** Release what the provision holds to the merchant, once nothing is frozen nor being refunded. */
export type ReleaseProvision = DomainCommand<'ReleaseProvision', { transactionId: string }>;

export type OrderCommand =
  | CreateOrder
  | UpdateTradeAmount
  | UpdateContractContent
  | DepositIntoOrder
  | RecordConsumption
  | UpdateCardHolder
  | ReserveRefund
  | SettleRefund
  | ReleaseProvision;
