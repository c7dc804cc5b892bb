/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { GoodsPage } from '@console/features/goods/components/goods-page';

const goodsApi = '/api/prepaid-goods/goods';
const item = { id: '7', goodsName: '私教课', merchantId: '101', price: '128.00', stock: 5, status: 0 };
const page = (records: object[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const goodsServer = () =>
  fakeServer({
    [`GET ${goodsApi}/page`]: () => page([item]),
    [`GET ${goodsApi}/history`]: () => [
      { time: '2026-11-24 10:00:00', operator: 'admin', summary: '新增商品 私教课' },
    ],
    [`GET ${goodsApi}/selectGoodsProcessPage`]: () => page([]),
    'GET /api/prepaid-merchant/merchant/getMerchantTree': () => [],
    'GET /api/prepaid-merchant/category/tree': () => [],
  });

async function openDetails(permissions?: (code: string) => boolean) {
  const rendered = await renderWithServices(<GoodsPage />, goodsServer().http, { permissions });
  fireEvent.click(await screen.findByRole('button', { name: '详情' }));
  const drawer = await screen.findByRole('dialog', { name: '商品详情' });
  await within(drawer).findByText('新增商品 私教课');
  return { drawer, opened: rendered.seen.opened };
}

describe("a goods item's history", () => {
  it('shows its changes in short, and opens the whole history on the audit page', async () => {
    const { drawer, opened } = await openDetails();
    fireEvent.click(within(drawer).getByRole('button', { name: '在审计追溯中查看' }));
    expect(opened).toEqual(['/audit/explorer/index?type=goods&id=7']);
  });

  it('offers the audit page only to a caller who may read histories', async () => {
    const { drawer } = await openDetails((code) => code !== 'audit_explorer_view');
    expect(within(drawer).queryByRole('button', { name: '在审计追溯中查看' })).toBeNull();
  });
});
