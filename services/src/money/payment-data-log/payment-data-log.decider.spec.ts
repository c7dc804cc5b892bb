import { given } from '@platform/commands/given-when-then';
import { paymentDataLogDecider } from '@services/money/payment-data-log/payment-data-log.decider';
import type { PaymentNoticeLogged } from '@services/money/payment-data-log/payment-data-log.events';

const notice: PaymentNoticeLogged['data'] = {
  id: '70',
  tenantId: '000000',
  bankSerial: 'B-1',
  paymentNo: 'P-1',
  body: '{"bankSerial":"B-1"}',
  receivedAt: '2026-11-24T03:00:00.000Z',
  rejectedReason: null,
};
const logged: PaymentNoticeLogged = { type: 'PaymentNoticeLogged', data: notice };
const rejected = { ...notice, id: '71', rejectedReason: '银行签名无效' };

describe('payment data log decider', () => {
  it('keeps the first accepted notice of a serial', () => {
    given(paymentDataLogDecider, []).when({ type: 'LogPaymentNotice', notice }).then([logged]);
  });
  it('adds nothing for a repeat of an accepted notice', () => {
    given(paymentDataLogDecider, [logged])
      .when({ type: 'LogPaymentNotice', notice: { ...notice, id: '72' } })
      .thenNothing();
  });
  it('keeps every rejected notice', () => {
    const rejectedLogged: PaymentNoticeLogged = { type: 'PaymentNoticeLogged', data: rejected };
    given(paymentDataLogDecider, [logged])
      .when({ type: 'LogPaymentNotice', notice: rejected })
      .then([rejectedLogged]);
  });
});
