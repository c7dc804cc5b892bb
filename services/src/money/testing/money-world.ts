import type { CommandMetadata } from '@platform/commands/command-metadata';
import { type Decider, type DomainEvent, fold } from '@platform/commands/decider';
import { DomainError } from '@platform/errors/domain-errors';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import { type CutPaymentBook, cutPaymentDecider } from '@services/money/cut-payment/cut-payment.decider';
import type { CutPaymentEvent } from '@services/money/cut-payment/cut-payment.events';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import type { DepositCommand } from '@services/money/deposit/deposit.commands';
import { depositDecider } from '@services/money/deposit/deposit.decider';
import type { OrderCommand } from '@services/money/order/order.commands';
import { orderDecider, type OrderState } from '@services/money/order/order.decider';
import type { OrderEvent } from '@services/money/order/order.events';
import type { RefundApplyCommand } from '@services/money/refund-apply/refund-apply.commands';
import { refundApplyDecider, type RefundApplyState } from '@services/money/refund-apply/refund-apply.decider';
import type { RefundApplyEvent } from '@services/money/refund-apply/refund-apply.events';
import type { RefundOrderCommand } from '@services/money/refund-order/refund-order.commands';
import { refundOrderDecider, type RefundOrderState } from '@services/money/refund-order/refund-order.decider';
import type { RefundOrderEvent } from '@services/money/refund-order/refund-order.events';

/** The one merchant of a world: every order is its, and it applies for every cut-payment. */
export const merchantId = '31';
/** The merchant's verified account, unchanged through a sequence: what it applies for is paid there. */
export const merchantAccount = { accountNo: 'M', accountName: '商户' };

export const metadata: CommandMetadata = {
  tenantId: '000042',
  callerId: '1',
  at: '2026-11-24T03:00:00.000Z',
};

/** One stream's part of a call: the command its decider decides on the stream's events. */
export interface StreamPart {
  stream: string;
  decider: Decider<never, DomainEvent, unknown>;
  command: unknown;
}

/**
 * The money context's streams held in memory, written as the handlers write them: each call's
 * decisions are appended together, or none is. It remembers what the steps made (orders,
 * charges, applications, serials) so that later steps can name them.
 */
export class MoneyWorld {
  readonly streams = new Map<string, DomainEvent[]>();
  /** Every event in the order it was appended: the journal the ledger is verified from. */
  readonly log: DomainEvent[] = [];
  readonly orders: string[] = [];
  readonly deposits: Array<{ serial: string; paymentNo: string; amountFen: number }> = [];
  /** Cut-payment applications, by their orgPaymentNo. */
  readonly applications: string[] = [];
  /** Serials sent to the bank for cut-payments. */
  readonly serials: string[] = [];
  readonly refundApplications: string[] = [];
  readonly refundOrders: string[] = [];
  /** Serials sent to the bank for refunds, with the refund order and order they move money for. */
  readonly refundSerials: Array<{ serial: string; refundOrderId: string; orderId: string }> = [];
  /** Provision releases asked for (the job's payload): run later, perhaps more than once. */
  readonly releases: Array<{ orderId: string; transactionId: string }> = [];
  private ids = 0;

  nextId(): string {
    return String(++this.ids);
  }

  order(id: string): OrderState {
    return fold(orderDecider, this.eventsOf<OrderEvent>(orderStream(id)));
  }

  cutPayments(): CutPaymentBook {
    return fold(cutPaymentDecider, this.eventsOf<CutPaymentEvent>(cutPaymentStreamId(merchantId)));
  }

  refundApplication(id: string): RefundApplyState {
    return fold(refundApplyDecider, this.eventsOf<RefundApplyEvent>(refundApplyStream(id)));
  }

  refundOrder(id: string): RefundOrderState {
    return fold(refundOrderDecider, this.eventsOf<RefundOrderEvent>(refundOrderStream(id)));
  }

  /** What consumptions (and released provisions) gave the merchant's payable, as the orders hold it. */
  creditedFen(): number {
    return this.orders.reduce((total, id) => {
      const order = this.order(id);
      return total + (order.status === 'present' ? order.balances.consumedFen : 0);
    }, 0);
  }

  /** What refunds took out of an order and did not give back: reserved, less what was voided. */
  refundedFen(orderId: string): number {
    return this.eventsOf<OrderEvent>(orderStream(orderId)).reduce((total, event) => {
      if (event.type === 'OrderRefundReserved') return total + event.data.amountFen;
      if (event.type === 'OrderRefundVoided') return total - event.data.amountFen;
      return total;
    }, 0);
  }

  /** Decides each part on its stream; a domain refusal anywhere writes nothing. */
  run(parts: readonly StreamPart[]): boolean {
    const decided: Array<[string, readonly DomainEvent[]]> = [];
    try {
      for (const { stream, decider, command } of parts)
        decided.push([
          stream,
          (decider as Decider<unknown, DomainEvent, unknown>).decide(
            command,
            fold(decider, this.streams.get(stream) ?? []),
          ),
        ]);
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    for (const [stream, events] of decided) {
      this.streams.set(stream, [...(this.streams.get(stream) ?? []), ...events]);
      this.log.push(...events);
    }
    return true;
  }

  private eventsOf<Event extends DomainEvent>(stream: string): Event[] {
    return (this.streams.get(stream) ?? []) as Event[];
  }
}

/** The item a step's number names among those made so far (numbers wrap), if any was made. */
export function pickFrom<Item>(items: readonly Item[], index: number): Item | undefined {
  return items[index % Math.max(items.length, 1)];
}

const orderStream = (id: string) => `order-${id}`;
const depositStream = (serial: string) => `deposit-${serial}`;
const refundApplyStream = (id: string) => `refund-apply-${id}`;
const refundOrderStream = (id: string) => `refund-order-${id}`;

/** The typed helpers below say which command each stream's decider takes. */
function partOn(stream: string, decider: object, command: object): StreamPart {
  return { stream, decider: decider as StreamPart['decider'], command: { ...command, metadata } };
}

export const onOrder = (id: string, command: Omit<OrderCommand, 'metadata'>) =>
  partOn(orderStream(id), orderDecider, command);
export const onDeposit = (serial: string, command: Omit<DepositCommand, 'metadata'>) =>
  partOn(depositStream(serial), depositDecider, command);
export const onCutPayments = (command: Omit<CutPaymentCommand, 'metadata'>) =>
  partOn(cutPaymentStreamId(merchantId), cutPaymentDecider, command);
export const onRefundApply = (id: string, command: Omit<RefundApplyCommand, 'metadata'>) =>
  partOn(refundApplyStream(id), refundApplyDecider, command);
export const onRefundOrder = (id: string, command: Omit<RefundOrderCommand, 'metadata'>) =>
  partOn(refundOrderStream(id), refundOrderDecider, command);
