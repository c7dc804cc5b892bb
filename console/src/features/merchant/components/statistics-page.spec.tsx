/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeCall, pageOf } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import type { StatisticsDay } from '@console/features/merchant/api/statistics-api';
import { StatisticsPage } from '@console/features/merchant/components/statistics-page';

// jsdom has no layout to draw in, and ECharts ships only as ES modules: the page's figures are
// read here from their tables, the drawing in console/e2e/merchant-statistics.e2e.ts.
jest.unstable_mockModule('@console/components/chart/echarts-line-plot', () => ({ default: () => null }));

const api = '/api/prepaid-merchant/merchantStatistics';

/** Twelve days of one merchant, newest first, the oldest of a merchant removed since. */
const days: StatisticsDay[] = Array.from({ length: 12 }, (_, index) => ({
  statDate: `2026-05-${String(12 - index).padStart(2, '0')}`,
  merchantId: index === 11 ? '99' : '11',
  merchantName: index === 11 ? null : '一号商户',
  orderCount: index,
  depositAmount: `${128 + index}.00`,
  consumeAmount: '10.50',
  refundAmount: '0.00',
}));

const inRange = ({ query }: FakeCall) =>
  days.filter(
    (day) => (!query.from || day.statDate >= query.from) && (!query.to || day.statDate <= query.to),
  );

/** The chart series of the days in range, one point a day. */
const series = (call: FakeCall) => ({
  period: 'day',
  series: inRange(call).map(({ statDate, merchantId, merchantName, ...totals }) => ({
    period: statDate,
    newMerchants: 0,
    ...totals,
  })),
});

function statisticsServer(seriesUnavailable = () => false) {
  return fakeServer({
    'GET /api/prepaid-merchant/merchant/getMerchantTree': () => [],
    [`GET ${api}/getStatisticsData`]: (call: FakeCall) => {
      if (seriesUnavailable()) throw new Error('统计暂不可用');
      return series(call);
    },
    [`GET ${api}/page`]: (call: FakeCall) => pageOf(inRange(call), call),
    [`POST ${api}/export`]: () => ({ jobId: '7' }),
    'GET /api/blade-resource/job/detail': () => ({
      id: '7',
      status: 'completed',
      progress: 100,
      link: '/files/statistics.xlsx',
      fileName: 'statistics.xlsx',
      rows: 12,
      error: null,
    }),
  });
}

const pageCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === `${api}/page`);
const table = () => screen.getByRole('grid', { name: '每日明细' });

describe('the merchant statistics page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists each merchant's days a page at a time, amounts to the right", async () => {
    const server = statisticsServer();
    await renderWithServices(<StatisticsPage />, server.http);
    expect(await within(table()).findByText('2026-05-12')).toBeTruthy();
    expect(pageCalls(server.calls).map((call) => call.query)).toEqual([{ current: '1', size: '10' }]);
    // Each chart's figures read as a table: a row per period, a column per series.
    const counts = screen.getByRole('table', { name: '订单与商户' });
    expect(
      within(counts)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['统计周期', '订单数', '新增商户']);
    const oldest = within(counts).getByRole('row', { name: /2026-05-01/ });
    expect(
      within(oldest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', '0']);
    const amounts = screen.getByRole('table', { name: '金额(元)' });
    expect(
      within(within(amounts).getByRole('row', { name: /2026-05-01/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['139.00', '10.50', '0.00']);
    const amount = within(table()).getByText('128.00');
    expect(getComputedStyle(amount).textAlign).toBe('right');
    expect(screen.getByText('共 12 条')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    // The removed merchant's day shows its id.
    expect(await within(table()).findByText('99')).toBeTruthy();
    expect(within(table()).queryByText('2026-05-12')).toBeNull();
    expect(pageCalls(server.calls).at(-1)?.query).toEqual({ current: '2', size: '10' });

    fireEvent.click(screen.getByRole('combobox', { name: '10条/页' }));
    fireEvent.click(await screen.findByRole('option', { name: '200条/页' }));
    await waitFor(() => expect(pageCalls(server.calls).at(-1)?.query).toEqual({ current: '1', size: '200' }));
    expect(await within(table()).findByText('2026-05-01')).toBeTruthy();
  });

  it('reads as a report: no ticks to select by, the rows still reached by keyboard', async () => {
    const server = statisticsServer();
    await renderWithServices(<StatisticsPage />, server.http);
    await within(table()).findByText('2026-05-12');
    expect(within(table()).queryAllByRole('checkbox')).toEqual([]);
    const [, firstDay] = within(table()).getAllByRole('row');
    expect(firstDay!.tabIndex).toBe(0);
    firstDay!.focus();
    fireEvent.keyDown(firstDay!, { key: ' ' });
    fireEvent.click(firstDay!);
    expect(firstDay!.hasAttribute('aria-selected')).toBe(false);
    expect(document.activeElement).toBe(firstDay);
  });

  it('reads the range queried from page one, and says when it holds no day', async () => {
    const server = statisticsServer();
    await renderWithServices(<StatisticsPage />, server.http);
    await within(table()).findByText('2026-05-12');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await within(table()).findByText('99');

    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(pageCalls(server.calls).at(-1)?.query).toEqual({ from: '2026-06-01', current: '1', size: '10' }),
    );
    expect(
      await within(screen.getByRole('region', { name: '每日明细' })).findByText('暂无数据'),
    ).toBeTruthy();
    // One empty state for the page: the charts go rather than say so again.
    await waitFor(() => expect(screen.queryAllByRole('table')).toEqual([]));
    expect(screen.getAllByText(/暂无数据/)).toHaveLength(1);
    expect(server.calls.filter((call) => call.path === `${api}/getStatisticsData`).at(-1)?.query).toEqual({
      from: '2026-06-01',
      period: 'day',
    });
  });

  it("drops the last range's charts when the next range's series cannot be read", async () => {
    let seriesUnavailable = false;
    const server = statisticsServer(() => seriesUnavailable);
    await renderWithServices(<StatisticsPage />, server.http);
    await waitFor(() => expect(screen.queryAllByRole('table').length).toBeGreaterThan(0));
    seriesUnavailable = true;
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.toasts).toContain('统计暂不可用'));
    expect(screen.queryAllByRole('table')).toEqual([]);
  });

  it('exports the range queried, downloads its file and offers it again', async () => {
    const server = statisticsServer();
    // jsdom cannot navigate: the download is seen where the page hands it to the browser.
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await renderWithServices(<StatisticsPage />, server.http);
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-05-03' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(await within(dialog).findByText('下载文件: statistics.xlsx')).toBeTruthy();
    expect(downloads).toEqual(['statistics.xlsx']);
    expect(server.calls.find((call) => call.path === `${api}/export`)?.body).toEqual({
      merchantId: '',
      from: '',
      to: '2026-05-03',
    });
  });
});
