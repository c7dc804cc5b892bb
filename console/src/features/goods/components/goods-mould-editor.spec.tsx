/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeCall } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { recordHistoryCode } from '@console/lib/audit/record-history';
import type { MouldField } from '@console/features/goods/api/mould-fields';
import { GoodsPage } from '@console/features/goods/components/goods-page';

const goodsApi = '/api/prepaid-goods/goods';
const mouldApi = '/api/prepaid-goods/goodsMould';

const contents: Record<string, MouldField[]> = {
  '31': [
    { key: 'coach', label: '教练', type: 'text', required: true, maxLength: 20 },
    { key: 'sessions', label: '课时', type: 'number', required: false },
    { key: 'start', label: '开课日期', type: 'date', required: false },
    { key: 'level', label: '级别', type: 'select', required: false, options: ['初级', '高级'] },
  ],
  '32': [{ key: 'mat', label: '瑜伽垫', type: 'select', required: true, options: ['自带', '提供'] }],
};

const item = {
  id: '7',
  goodsName: '私教课',
  merchantId: '101',
  industryCategoryId: '501',
  price: '128.00',
  originalPrice: '198.00',
  validityDays: 30,
  usageCount: null,
  stock: 5,
  isDigitalYuan: 0,
  coverImage: null,
  description: null,
  status: 0,
  previousStatus: null,
  mouldId: '31',
  // `room` was a field of the mould when the item was saved; the mould has dropped it since.
  mouldValues: { coach: '王教练', sessions: 12, start: '2025-03-01', level: null, room: 'A1' },
};

const node = (id: string, title: string) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  hasChildren: false,
});
const page = (records: object[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function goodsServer(refusal?: (body: Record<string, unknown>) => string | undefined) {
  const saved = (call: FakeCall) => {
    const problem = refusal?.(call.body as Record<string, unknown>);
    if (problem) throw new Error(problem);
    return call.body;
  };
  return fakeServer({
    [`GET ${goodsApi}/page`]: () => page([item]),
    [`GET ${goodsApi}/detail`]: () => item,
    [`GET ${goodsApi}/history`]: () => [],
    [`GET ${goodsApi}/selectGoodsProcessPage`]: () => page([]),
    [`POST ${goodsApi}/save`]: saved,
    [`POST ${goodsApi}/update`]: saved,
    [`GET ${mouldApi}/page`]: () =>
      page([
        { id: '31', mouldName: '健身模板', status: 1 },
        { id: '32', mouldName: '瑜伽模板', status: 1 },
      ]),
    [`GET ${mouldApi}/getMouldContent`]: ({ query }: FakeCall) => contents[query.id ?? ''],
    'GET /api/prepaid-merchant/merchant/getMerchantTree': () => [node('101', '力健健身')],
    'GET /api/prepaid-merchant/category/tree': () => [node('501', '健身')],
  });
}

/** The goods page's address, where it keeps its status tab. */
const goodsPath = '/prepaid/goods';
const hidden = { hidden: true };
const dialog = () => screen.getByRole('dialog', hidden);
const labelled = (label: string) =>
  within(dialog()).getByLabelText(label, { exact: false }) as HTMLInputElement;
const sent = (server: ReturnType<typeof goodsServer>, path: string) =>
  server.calls.filter((call) => call.path === `${goodsApi}/${path}`).map((call) => call.body);

async function pickOption(combobox: string | RegExp, option: string) {
  fireEvent.click(await within(dialog()).findByRole('combobox', { name: combobox, ...hidden }));
  fireEvent.click(await screen.findByRole('option', { name: option, ...hidden }));
}

async function openEdit(server: ReturnType<typeof goodsServer>) {
  const rendered = await renderWithServices(<GoodsPage />, server.http, { address: goodsPath });
  fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
  await screen.findByRole('dialog');
  await waitFor(() => expect(labelled('教练').value).toBe('王教练'));
  return rendered;
}

describe("the goods form's mould", () => {
  it("shows one input per field of the item's mould, filled, and sends the values by key", async () => {
    const server = goodsServer();
    const { seen } = await openEdit(server);
    const mould = within(dialog()).getByRole('combobox', { name: '商品模板', ...hidden });
    expect(mould.textContent).toContain('健身模板');
    expect(labelled('教练').required).toBe(true);
    expect(labelled('教练').maxLength).toBe(20);
    expect(labelled('课时')).toMatchObject({ type: 'number', value: '12', required: false });
    expect(labelled('开课日期')).toMatchObject({ type: 'date', value: '2025-03-01' });

    fireEvent.change(labelled('教练'), { target: { value: '李教练' } });
    fireEvent.change(labelled('课时'), { target: { value: '10' } });
    await pickOption('级别', '高级');
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功']));
    const [body] = sent(server, 'update') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ id: '7', goodsName: '私教课', mouldId: '31' });
    // The value of the field the mould has dropped is not sent: the server would refuse it.
    expect(body?.mouldValues).toEqual({
      coach: '李教练',
      sessions: '10',
      start: '2025-03-01',
      level: '高级',
    });
    expect(body).not.toHaveProperty('mould');
  });

  it("puts another mould's fields in place of the last one's, and sends no mould when none is chosen", async () => {
    const server = goodsServer();
    const { seen } = await openEdit(server);
    await pickOption('商品模板', '瑜伽模板');
    await waitFor(() => expect(within(dialog()).queryByLabelText('教练', { exact: false })).toBeNull());
    await pickOption(/^瑜伽垫/, '自带');
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功']));
    expect(sent(server, 'update')[0]).toMatchObject({ mouldId: '32' });
    expect((sent(server, 'update')[0] as { mouldValues: object }).mouldValues).toEqual({ mat: '自带' });

    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await waitFor(() => expect(labelled('教练').value).toBe('王教练'));
    await pickOption('商品模板', '不使用模板');
    expect(within(dialog()).queryByLabelText('教练', { exact: false })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(seen.successes).toEqual(['更新成功', '更新成功']));
    expect(sent(server, 'update')[1]).toMatchObject({ mouldId: '', mouldValues: {} });
  });

  it('offers the fields of the mould a new item chooses, the required ones marked', async () => {
    const server = goodsServer();
    await renderWithServices(<GoodsPage />, server.http, { address: goodsPath });
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    await screen.findByRole('dialog');
    const mould = within(dialog()).getByRole('combobox', { name: '商品模板', ...hidden });
    expect(mould.textContent).toContain('不使用模板');
    await pickOption('商品模板', '瑜伽模板');
    const mat = await within(dialog()).findByRole('combobox', { name: /^瑜伽垫/, ...hidden });
    expect(mat.getAttribute('aria-required')).toBe('true');
    expect(within(dialog()).getByText('瑜伽垫').closest('label')?.textContent).toMatch(/瑜伽垫\s*\*/);
  });

  it("keeps the form open with the server's words when it refuses the values", async () => {
    const server = goodsServer((body) =>
      (body.mouldValues as Record<string, unknown>).coach === null ? '请填写教练' : undefined,
    );
    const { seen } = await openEdit(server);
    fireEvent.change(labelled('教练'), { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(server.toasts).toEqual(['请填写教练']));
    expect(seen.successes).toEqual([]);
    expect(labelled('课时').value).toBe('12');
  });

  it("lists the item's mould values in its details", async () => {
    const server = goodsServer();
    // Without the audit code: the details' history is the audit explorer's (goods-detail-drawer.spec).
    await renderWithServices(<GoodsPage />, server.http, {
      address: goodsPath,
      permissions: (code) => code !== recordHistoryCode,
    });
    fireEvent.click(await screen.findByRole('button', { name: '详情' }));
    const values = await screen.findByRole('region', { name: '商品模板', ...hidden });
    const terms = within(values)
      .getAllByRole('term', hidden)
      .map((term) => term.textContent);
    const definitions = within(values)
      .getAllByRole('definition', hidden)
      .map((value) => value.textContent);
    expect(terms).toEqual(['教练', '课时', '开课日期', '级别']);
    expect(definitions).toEqual(['王教练', '12', '2025-03-01', '']);
  });
});
