/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeCall, pageOf } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { CutPaymentPage } from '@console/features/money/components/cut-payment-page';

const api = '/api/prepaid-transaction/cutPaymentApply';

const application = (orgPaymentNo: string, status: number, allowedActions: string[]) => ({
  id: `id-${orgPaymentNo}`,
  tenantId: '000042',
  merchantId: '77',
  orgPaymentNo,
  batchNo: 'B-7',
  amount: '20.00',
  accountNo: '6222000077778888',
  accountName: '健身房',
  serial: status === 0 ? null : `S-${orgPaymentNo}`,
  bankSerial: null,
  failReason: status === 3 ? '监管账户余额不足' : null,
  contractLink: null,
  paidTime: null,
  settlementDate: null,
  createUser: '1',
  createTime: '2026-11-24 10:00:00',
  updateUser: '1',
  updateTime: '2026-11-24 10:00:00',
  status,
  allowedActions,
});
const applied = application('CP-APPLIED', 0, ['createContract', 'remove', 'submit']);
const failed = application('CP-FAILED', 3, ['createContract', 'manualCutPayment']);

function cutPaymentServer() {
  return fakeServer({
    [`GET ${api}/list`]: (call: FakeCall) => pageOf([applied, failed], call),
    [`GET ${api}/detail`]: ({ query }: FakeCall) => (query.id === failed.id ? failed : applied),
    [`POST ${api}/manualCutPayment`]: () => ({}),
    [`POST ${api}/apply`]: ({ body }: FakeCall) => ({ ...applied, ...(body as object) }),
    'GET /api/prepaid-merchant/merchant/getMerchantTree': () => [
      { id: '77', parentId: '0', title: '健身房', key: '77', value: '77', hasChildren: false },
    ],
  });
}

// jsdom never focuses a dialog, so Fluent's focus trap may mark the page aria-hidden at any time.
const hidden = { hidden: true };
const rowOf = async (orgPaymentNo: string) =>
  screen.findByRole('row', { name: new RegExp(orgPaymentNo), ...hidden });
const callsTo = (server: ReturnType<typeof cutPaymentServer>, path: string) =>
  server.calls.filter((call) => call.path === `${api}/${path}`);

describe('划扣申请', () => {
  it('offers each application only the actions its status allows, as the server answers them', async () => {
    await renderWithServices(<CutPaymentPage />, cutPaymentServer().http);
    const appliedRow = await rowOf('CP-APPLIED');
    const failedRow = await rowOf('CP-FAILED');
    const names = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button', hidden)
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names(appliedRow)).toEqual(expect.arrayContaining(['合同', '删除', '提交']));
    expect(names(appliedRow)).not.toContain('手动划扣');
    expect(names(failedRow)).toEqual(expect.arrayContaining(['合同', '手动划扣']));
    expect(names(failedRow)).not.toContain('提交');
  });

  it("sends a failed application's batch again once confirmed, then follows it in its drawer", async () => {
    const server = cutPaymentServer();
    const { seen } = await renderWithServices(<CutPaymentPage />, server.http);
    fireEvent.click(within(await rowOf('CP-FAILED')).getByRole('button', { name: '手动划扣', ...hidden }));
    await waitFor(() => expect(callsTo(server, 'manualCutPayment')).toHaveLength(1));
    expect(seen.confirmations).toEqual([expect.stringContaining('批次 B-7 中划拨失败的申请重新提交银行')]);
    expect(callsTo(server, 'manualCutPayment')[0]!.query).toEqual({ batchNo: 'B-7' });
    expect(await screen.findByRole('dialog', { name: /划拨申请详情/, ...hidden })).toBeTruthy();
  });

  it('sends nothing when the operator does not confirm, and offers no 手动划扣 without its button', async () => {
    const server = cutPaymentServer();
    await renderWithServices(<CutPaymentPage />, server.http, { confirm: false });
    fireEvent.click(within(await rowOf('CP-FAILED')).getByRole('button', { name: '手动划扣', ...hidden }));
    await waitFor(() => expect(screen.queryAllByRole('dialog', hidden)).toHaveLength(0));
    expect(callsTo(server, 'manualCutPayment')).toEqual([]);

    await renderWithServices(<CutPaymentPage />, cutPaymentServer().http, {
      permissions: (code) =>
        code !== 'cut_payment_manual' && code !== 'cut_payment_apply' && code !== 'cut_payment_add',
    });
    await waitFor(() => expect(screen.getAllByRole('row', { name: /CP-FAILED/, ...hidden })).toHaveLength(2));
    const [, withoutButton] = screen.getAllByRole('row', { name: /CP-FAILED/, ...hidden });
    expect(within(withoutButton!).queryByRole('button', { name: '手动划扣', ...hidden })).toBeNull();
  });

  it('applies for a merchant once the form is complete and the amount confirmed', async () => {
    const server = cutPaymentServer();
    const { seen } = await renderWithServices(<CutPaymentPage />, server.http);
    fireEvent.click(await screen.findByRole('button', { name: '申请划扣', ...hidden }));
    const dialog = await screen.findByRole('dialog', { name: '申请划扣', ...hidden });
    const ok = within(dialog).getByRole('button', { name: '确定', ...hidden });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(
        within(dialog)
          .queryAllByRole('alert', hidden)
          .map((alert) => alert.textContent),
      ).toEqual([
        '请选择商户',
        '请输入划拨申请单号',
        '请输入批次号',
        '请输入最多两位小数的正数金额,如 128.00',
      ]),
    );
    expect(callsTo(server, 'apply')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('combobox', { name: '商户', ...hidden }));
    fireEvent.click(await screen.findByRole('option', { name: /健身房/, ...hidden }));
    const text = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name, ...hidden }), { target: { value } });
    text('划拨申请单号', ' CP-NEW ');
    text('批次号', 'B-8');
    text('划拨金额(元)', '12.5');
    fireEvent.click(ok);
    await waitFor(() => expect(callsTo(server, 'apply')).toHaveLength(1));
    expect(seen.confirmations).toEqual(['确定申请划拨 12.5 元(批次 B-8)?将划入商户已验证的银行账户。']);
    expect(callsTo(server, 'apply')[0]!.body).toEqual({
      merchantId: '77',
      orgPaymentNo: 'CP-NEW',
      batchNo: 'B-8',
      amount: '12.5',
    });
    await waitFor(() => expect(seen.successes).toEqual(['操作成功!']));
  });
});
