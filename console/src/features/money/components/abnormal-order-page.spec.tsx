/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeCall, pageOf } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { AbnormalOrderPage } from '@console/features/money/components/abnormal-order-page';

const abnormal = '/api/prepaid-transaction/abnormalOrder';
const refundOrders = '/api/prepaid-transaction/orderInfoRefund/getRefundOrderListPage';
const reconciliationPage = '/api/prepaid-transaction/orderInfo/reconciliation/page';

/**
 * A refund we recorded as paid that the bank's statement lacks, as reconciliation records it:
 * named by our serial.
 */
const lostRefund = {
  id: 'D-1',
  tenantId: '000042',
  reconDate: '2026-11-24',
  lineKind: 'refund',
  abnormalKind: 'refund',
  status: 2,
  bankSerial: null,
  serial: 'S-LOST',
  paymentNo: 'PAY-LOST',
  orderId: null,
  merchantId: '5',
  bankAmount: null,
  ourAmount: '20.00',
  createUser: null,
  createTime: '2026-11-25 02:00:00',
  updateUser: null,
  updateTime: '2026-11-25 02:00:00',
};

/** A refund order the bank refused, as the refund orders' list answers it. */
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
  failReason: '收款账户已销户',
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
      refund: 1,
      instruction: 0,
      total: 1,
    }),
    [`GET ${abnormal}/orderInfoDepositoryData`]: (call: FakeCall) => pageOf([], call),
    [`GET ${abnormal}/refundApplyData`]: (call: FakeCall) => pageOf([lostRefund], call),
    [`GET ${reconciliationPage}`]: (call: FakeCall) => pageOf([], call),
    [`GET ${refundOrders}`]: (call: FakeCall) => pageOf(call.query.status === '3' ? [refused] : [], call),
  });
}

// jsdom never focuses a dialog, so Fluent's focus trap may mark the page aria-hidden at any time.
const hidden = { hidden: true };
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button', hidden)
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

const pagePath = '/prepaid/abnormal-order';

/** The page opened at `address`, the shown tab kept in it. */
function renderAt(
  server: ReturnType<typeof abnormalServer>,
  address = pagePath,
  permissions?: (code: string) => boolean,
) {
  return renderWithServices(<AbnormalOrderPage />, server.http, { address, permissions });
}

describe('异常订单', () => {
  it("lists reconciliation's refund differences under 异常退款, as the count line counts them", async () => {
    const server = abnormalServer();
    await renderAt(server);
    expect(await screen.findByText(/异常订单共 1 笔/, undefined)).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: '异常退款', ...hidden }));
    const row = await screen.findByRole('row', { name: /S-LOST/, ...hidden });
    expect(row.textContent).toContain('我方有银行无');
    expect(row.textContent).toContain('20.00');
    expect(server.calls.some((call) => call.path === `${abnormal}/refundApplyData`)).toBe(true);
  });

  it('lists the transfers that differ from the bank under 异常指令, from reconciliation by kind', async () => {
    const server = abnormalServer();
    await renderAt(server);
    fireEvent.click(await screen.findByRole('tab', { name: '异常指令', ...hidden }));
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.path === reconciliationPage).map((call) => call.query),
      ).toEqual([expect.objectContaining({ abnormalKind: 'instruction' })]),
    );
  });

  it('lists the refunds the bank refused under 退款失败, each to be sent again', async () => {
    const server = abnormalServer();
    await renderAt(server);
    fireEvent.click(await screen.findByRole('tab', { name: '退款失败', ...hidden }));
    const row = await screen.findByRole('row', { name: /PAY-REFUSED/, ...hidden });
    expect(row.textContent).toContain('收款账户已销户');
    expect(buttonsOf(row)).toEqual(expect.arrayContaining(['详情', '手动退款']));
  });

  it('shows the refused refunds only to whom the refund orders are open', async () => {
    await renderAt(abnormalServer(), pagePath, (code) => code !== 'refund_order_view');
    await screen.findByRole('tab', { name: '异常退款', ...hidden });
    expect(screen.getAllByRole('tab', hidden)).toHaveLength(4);
    expect(screen.queryByRole('tab', { name: '退款失败', ...hidden })).toBeNull();
  });

  it('opens on the tab its address names, as the opened-pages strip brings it back', async () => {
    const server = abnormalServer();
    await renderAt(server, `${pagePath}?tab=refused`);
    expect(await screen.findByRole('row', { name: /PAY-REFUSED/, ...hidden })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '退款失败', selected: true, ...hidden })).toBeTruthy();
  });

  it("opens on the kind the home page's card links to (addressed by the kind's name)", async () => {
    await renderAt(abnormalServer(), `${pagePath}?tab=refund`);
    expect(await screen.findByRole('row', { name: /S-LOST/, ...hidden })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '异常退款', selected: true, ...hidden })).toBeTruthy();
  });

  it('opens on the first tab when the address names one the caller may not see', async () => {
    const server = abnormalServer();
    await renderAt(server, `${pagePath}?tab=refused`, (code) => code !== 'refund_order_view');
    expect(await screen.findByRole('tab', { name: '异常存管', selected: true, ...hidden })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === `${abnormal}/orderInfoDepositoryData`)).toBe(true),
    );
    expect(server.calls.some((call) => call.path === refundOrders)).toBe(false);
  });
});
