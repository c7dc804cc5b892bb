/** @jest-environment jsdom */
import '@console/testing/jsdom-text-encoder';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AbnormalFigures } from '@console/features/welcome/components/abnormal-figures';
import { MoneyFigures } from '@console/features/welcome/components/money-figures';
import { WaitingTasks } from '@console/features/welcome/components/waiting-tasks';
import { fakeServer, type FakeCall, pageOf } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { taskList, workPage } from '@console/lib/menu/work-paths';

// jsdom has no layout to draw in, and ECharts ships only as ES modules: the trend is read from
// its figures' table here, the drawing in the browser (console/e2e/desk.e2e.ts).
jest.unstable_mockModule('@console/components/chart/echarts-line-plot', () => ({ default: () => null }));

const moved = (deposits: string, consumption: string, refunds: string) => ({
  deposits,
  consumption,
  refunds,
});
const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
const money = {
  supervisedBalance: '242.34',
  today: moved('312.34', '30.00', '50.00'),
  perDay: days.map((day, index) =>
    index === 29 ? { day, ...moved('312.34', '30.00', '50.00') } : { day, ...moved('0.00', '0.00', '0.00') },
  ),
};
const task = (taskId: string, taskName: string) => ({
  taskId,
  taskName,
  processDefinitionName: '请假流程',
  createTime: '2026-11-30 09:00:00',
});

function homeServer() {
  return fakeServer({
    'GET /api/blade-desk/dashboard/money': () => money,
    'GET /api/prepaid-transaction/abnormalOrder/getOrderStatisticsCount': () => ({
      depository: 2,
      consume: 1,
      refund: 0,
      instruction: 0,
      total: 3,
    }),
    [`GET ${taskList('todo')}`]: (call: FakeCall) =>
      pageOf([task('1', '部门经理审批'), task('2', '人事审批')], {
        ...call,
        query: { current: '1', ...call.query },
      }),
    [`GET ${taskList('claim')}`]: (call: FakeCall) =>
      pageOf([], { ...call, query: { current: '1', ...call.query } }),
  });
}

const inRouter = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;
const region = (name: string) => screen.findByRole('region', { name });

describe("the home page's money and work", () => {
  it('shows the supervised balance and today’s money, each a link to its list, and the 30 days', async () => {
    await renderWithServices(inRouter(<MoneyFigures />), homeServer().http);
    const card = await region('监管资金');
    expect(
      (await within(card).findByRole('link', { name: '监管账户余额(元) 242.34' })).getAttribute('href'),
    ).toBe('/prepaid/orders/index');
    expect(within(card).getByRole('link', { name: '今日入账(元) 312.34' }).getAttribute('href')).toBe(
      '/prepaid/depository/index',
    );
    expect(within(card).getByRole('link', { name: '今日退款(元) 50.00' }).getAttribute('href')).toBe(
      '/prepaid/refund-order/index',
    );
    const trend = within(card).getByRole('table', { name: '近 30 天每日入账、消费、退款(元)' });
    expect(
      within(trend)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['日期', '入账', '消费', '退款']);
    expect(
      within(within(trend).getByRole('row', { name: /^11-30/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['312.34', '30.00', '50.00']);
  });

  it('shows a figure without its link to a caller who may not open that list', async () => {
    await renderWithServices(inRouter(<MoneyFigures />), homeServer().http, {
      permissions: (code) => code !== 'refund_order_view',
    });
    const card = await region('监管资金');
    await within(card).findByRole('link', { name: '今日入账(元) 312.34' });
    expect(within(card).queryByRole('link', { name: /今日退款/ })).toBeNull();
    expect(within(card).getByText('今日退款(元)').nextElementSibling?.textContent).toBe('50.00');
  });

  it('asks for nothing and shows nothing the caller has no right to', async () => {
    const server = homeServer();
    const rendered = await renderWithServices(
      inRouter(
        <>
          <MoneyFigures />
          <AbnormalFigures />
          <WaitingTasks queue="todo" />
        </>,
      ),
      server.http,
      { permissions: () => false },
    );
    expect(rendered.container.textContent).toBe('');
    expect(server.calls).toEqual([]);
  });

  it('counts the abnormal orders by kind, the total a link to them and each kind to its tab', async () => {
    await renderWithServices(inRouter(<AbnormalFigures />), homeServer().http);
    const card = await region('异常订单');
    expect((await within(card).findByRole('link', { name: '异常订单 3' })).getAttribute('href')).toBe(
      '/prepaid/abnormal-order/index',
    );
    const kind = (name: string) => within(card).getByRole('link', { name });
    expect(kind('存管异常 2').getAttribute('href')).toBe('/prepaid/abnormal-order/index?tab=depository');
    expect(kind('指令异常 0').getAttribute('href')).toBe('/prepaid/abnormal-order/index?tab=instruction');
    expect(kind('存管异常 2').closest('dt')?.nextElementSibling?.textContent).toBe('2');
  });

  it('counts the tasks waiting in each queue and names the newest by their process', async () => {
    const server = homeServer();
    await renderWithServices(
      inRouter(
        <>
          <WaitingTasks queue="todo" />
          <WaitingTasks queue="claim" />
        </>,
      ),
      server.http,
    );
    const todo = await region('待办事务');
    expect((await within(todo).findByRole('link', { name: '待办事务 2' })).getAttribute('href')).toBe(
      workPage('todo'),
    );
    expect(
      within(todo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['部门经理审批请假流程 · 2026-11-30 09:00:00', '人事审批请假流程 · 2026-11-30 09:00:00']);
    const claim = await region('待签事务');
    expect(await within(claim).findByText('暂无事务')).toBeTruthy();
    expect(server.calls.map((call) => [call.path, call.query.size])).toEqual([
      [taskList('todo'), '5'],
      [taskList('claim'), '5'],
    ]);
  });
});
