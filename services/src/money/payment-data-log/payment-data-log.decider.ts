import type { Decider } from '@platform/commands/decider';
import type { PaymentNoticeLogged } from '@services/money/payment-data-log/payment-data-log.events';

export type LogPaymentNotice = { type: 'LogPaymentNotice'; notice: PaymentNoticeLogged['data'] };

/**
 * The payment data log of one bank serial: its first accepted notice is kept; a repeat of it
 * (the bank retries until it hears success) is the same notice and adds nothing. Rejected
 * notices are all kept, each on its own stream.
 */
export const paymentDataLogDecider: Decider<LogPaymentNotice, PaymentNoticeLogged, { accepted: boolean }> = {
  initialState: () => ({ accepted: false }),
  evolve: (state, event) => ({ accepted: state.accepted || event.data.rejectedReason === null }),
  decide({ notice }, { accepted }) {
    if (accepted && notice.rejectedReason === null) return [];
    return [{ type: 'PaymentNoticeLogged', data: notice }];
  },
};
