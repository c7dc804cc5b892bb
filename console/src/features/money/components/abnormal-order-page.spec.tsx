/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeCall, pageOf } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { AbnormalOrderPage } from '@console/features/money/components/abnormal-order-page';

const abnormal = '/api/prepaid-transaction/abnormalOrder';

/** A refund order the bank refused, as abnormalOrder/refundApplyData answers it. */
const refused = {
  id: 'R-1',
  tenantId: '000042',
  applyId: '9',
  orderId: '77',
  merchantId: '5',
  paymentNo: 'PAY-REFUSED',
  amount: '66.00',
  accountNo: '6222000033334444',
  accountName: '郑九',
  serial: 'S-1',
  bankSerial: null,
  failReason: 'the receiving account is closed',
  attempts: 1,
  provisionReleasable: false,
  createUser: '1',
  createTime: '2026-11-24 10:00:00',
  updateUser: '1',
  updateTime: '2026-11-24 10:00:00',
  status: 3,
  allowedActions: ['manualRefund'],
};

function abnormalServer() {
  return fakeServer({
    [`GET ${abnormal}/getOrderStatisticsCount`]: () => ({
      depository: 0,
      consume: 0,
      refund: 0,
      instruction: 0,
      total: 0,
    }),
    [`GET ${abnormal}/orderInfoDepositoryData`]: (call: FakeCall) => pageOf([], call),
    [`GET ${abnormal}/refundApplyData`]: (call: FakeCall) => pageOf([refused], call),
  });
}

// jsdom never focuses a dialog, so Fluent's focus trap may mark the page aria-hidden at any time.
const hidden = { hidden: true };
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button', hidden)
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('异常订单', () => {
  it('lists the refunds the bank refused under their own tab, each to be sent again', async () => {
    const server = abnormalServer();
    await renderWithServices(<AbnormalOrderPage />, server.http);
    fireEvent.click(await screen.findByRole('tab', { name: '异常退款', ...hidden }));
    const row = await screen.findByRole('row', { name: /PAY-REFUSED/, ...hidden });
    expect(row.textContent).toContain('the receiving account is closed');
    expect(buttonsOf(row)).toEqual(expect.arrayContaining(['详情', '手动退款']));
    expect(server.calls.some((call) => call.path === `${abnormal}/refundApplyData`)).toBe(true);
  });

  it("offers a refund order's details only to whom its own list is open", async () => {
    await renderWithServices(<AbnormalOrderPage />, abnormalServer().http, {
      permissions: (code) => code !== 'refund_order_view',
    });
    fireEvent.click(await screen.findByRole('tab', { name: '异常退款', ...hidden }));
    const row = await screen.findByRole('row', { name: /PAY-REFUSED/, ...hidden });
    await waitFor(() => expect(buttonsOf(row)).toContain('手动退款'));
    expect(buttonsOf(row)).not.toContain('详情');
  });
});
