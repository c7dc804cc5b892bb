import type { CutPaymentEvent } from '@services/money/cut-payment/cut-payment.events';
import type { DepositEvent } from '@services/money/deposit/deposit.events';
import type { RefundOrderEvent } from '@services/money/refund-order/refund-order.events';

/**
 * When money events take effect in the business, where that is not when they were recorded (the
 * audit explorer's effective time): a movement at the bank on its value date (起息日), a day of the
 * bank's, which keeps China Standard Time, from its start there. Every other event, and a bank's
 * answer recorded before its value date was kept, takes effect when recorded.
 */
const startOfBankDay = (valueDate: string) => new Date(`${valueDate}T00:00:00+08:00`);

/** A charge takes effect on its value date; the deposit's later events when recorded. */
export function depositEffectiveAt(event: DepositEvent): Date | undefined {
  return event.type === 'DepositReceived' ? startOfBankDay(event.data.valueDate) : undefined;
}

/** A refund the bank paid takes effect on the bank's business date of it. */
export function refundOrderEffectiveAt(event: RefundOrderEvent): Date | undefined {
  return event.type === 'RefundOrderSucceeded' && event.data.valueDate
    ? startOfBankDay(event.data.valueDate)
    : undefined;
}

/** A cut-payment the bank paid takes effect on the bank's business date of it. */
export function cutPaymentEffectiveAt(event: CutPaymentEvent): Date | undefined {
  return event.type === 'CutPaymentSucceeded' && event.data.valueDate
    ? startOfBankDay(event.data.valueDate)
    : undefined;
}
