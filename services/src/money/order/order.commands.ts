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

export type OrderCommand =
  | CreateOrder
  | UpdateTradeAmount
  | UpdateContractContent
  | DepositIntoOrder
  | RecordConsumption
  | UpdateCardHolder;
