/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import type { OrderLedgerLine } from '@console/features/money/api/money-api';
import { OrderLedgerTable } from '@console/features/money/components/order-ledger-table';

type Kind = OrderLedgerLine['postings'][number]['kind'];

const movement = (type: string, time: string, postings: Array<[string, Kind, string]>) => ({
  type,
  time,
  operatorId: '1',
  amount: null,
  transactionKind: null,
  postings: postings.map(([account, kind, amount]) => ({ account, kind, amount })),
});

describe("an order's ledger postings", () => {
  it('names each movement once beside its postings, and each account in words over its code', async () => {
    await renderWithServices(
      <OrderLedgerTable
        lines={[
          movement('OrderCreated', '2026-11-24 10:00:00', []),
          movement('OrderDeposited', '2026-11-24 10:05:00', [
            ['bank:supervised', 'supervised', '-880.00'],
            ['order:7:frozen', 'frozen', '880.00'],
          ]),
          movement('OrderConsumed', '2026-11-24 11:00:00', [
            ['order:7:frozen', 'frozen', '-100.00'],
            ['merchant:31:payable', 'payable', '90.00'],
            ['order:7:provision', 'provision', '10.00'],
            ['clearing:other', null, '0.00'],
          ]),
        ]}
      />,
      fakeServer({}).http,
    );
    const table = screen.getByRole('table', { name: '账务分录' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(table).getAllByText('2026-11-24 10:05:00')).toHaveLength(1);
    expect(within(table).getAllByText('消费划转')).toHaveLength(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-24 10:05:00资金入账冻结监管账户bank:supervised-880.00',
      '订单冻结资金order:7:frozen880.00',
      '2026-11-24 11:00:00消费划转订单冻结资金order:7:frozen-100.00',
      '商户待划拨merchant:31:payable90.00',
      '订单风险准备金order:7:provision10.00',
      // An account of no kind the server names: its code alone.
      'clearing:other0.00',
    ]);
  });

  it('says so when nothing has moved the money yet', async () => {
    await renderWithServices(
      <OrderLedgerTable lines={[movement('OrderCreated', '2026-11-24 10:00:00', [])]} />,
      fakeServer({}).http,
    );
    expect(screen.getByText('暂无分录')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
