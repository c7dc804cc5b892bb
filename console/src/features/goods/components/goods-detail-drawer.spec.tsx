/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { Provider as GraphqlProvider } from 'urql';
import { createGraphqlClient } from '@console/lib/graphql/graphql-client';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { GoodsPage } from '@console/features/goods/components/goods-page';

const goodsApi = '/api/prepaid-goods/goods';
const item = { id: '7', goodsName: '私教课', merchantId: '101', price: '128.00', stock: 5, status: 0 };
const page = (records: object[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const goodsServer = () =>
  fakeServer({
    [`GET ${goodsApi}/page`]: () => page([item]),
    [`GET ${goodsApi}/selectGoodsProcessPage`]: () => page([]),
    'GET /api/prepaid-merchant/merchant/getMerchantTree': () => [],
    'GET /api/prepaid-merchant/category/tree': () => [],
  });

/** The item's stream as /api/graphql answers it: its creation, then a change of price. */
const stream = {
  entries: [
    {
      type: 'GoodsCreated',
      revision: 0,
      changes: [{ field: 'record.price', before: null, after: '100.00' }],
    },
    {
      type: 'GoodsUpdated',
      revision: 1,
      changes: [{ field: 'record.price', before: '100.00', after: '128.00' }],
    },
  ].map(({ type, revision, changes }) => ({
    event: {
      position: `1/${revision}`,
      aggregateType: 'goods',
      aggregateId: '7',
      revision,
      type,
      account: 'admin',
      clientIp: '10.0.0.8',
      correlationId: `request-${revision}`,
      recordedAt: '2026-11-24T02:00:00.000Z',
    },
    changes,
  })),
  chain: { verified: true, sealed: 2, broken: null },
};

/** The audit explorer's end: remembers what was asked, answers the item's stream. */
function auditServer() {
  const asked: unknown[] = [];
  const client = createGraphqlClient({
    url: 'http://console.test/api/graphql',
    socketUrl: 'ws://console.test/api/graphql',
    authHeader: 'Blade-Auth',
    accessToken: () => 'token',
    onUnauthorized: () => {},
    fetch: async (_, init) => {
      asked.push(JSON.parse(String(init?.body)).variables);
      // jsdom has no Response: what urql reads of one.
      const text = JSON.stringify({ data: { stream } });
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: {
          get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
        },
        text: async () => text,
        json: async () => JSON.parse(text),
      } as unknown as Response;
    },
  });
  return { client, asked };
}

async function openDetails(permissions?: (code: string) => boolean) {
  const audit = auditServer();
  const rendered = await renderWithServices(
    <GraphqlProvider value={audit.client}>
      <GoodsPage />
    </GraphqlProvider>,
    goodsServer().http,
    { address: '/prepaid/goods', permissions },
  );
  fireEvent.click(await screen.findByRole('button', { name: '详情' }));
  const drawer = await screen.findByRole('dialog', { name: '商品详情' });
  return { drawer, opened: rendered.seen.opened, asked: audit.asked };
}

describe("a goods item's history", () => {
  it('is the audit explorer’s timeline of the item, which opens whole on the audit page', async () => {
    const { drawer, opened, asked } = await openDetails();
    const timeline = await within(drawer).findByRole('table', { name: '变更时间线' });
    expect(asked).toEqual([{ type: 'goods', id: '7' }]);
    // The timeline's rows, cell by cell as text (a change cell holds a table of its own).
    const rows = Array.from(timeline.querySelectorAll(':scope > tbody > tr'), (row) =>
      Array.from(row.querySelectorAll(':scope > td'), (cell) => cell.textContent),
    );
    expect(rows).toEqual([
      [
        '0',
        expect.any(String),
        'admin',
        '10.0.0.8',
        'GoodsCreated',
        expect.stringMatching(/record\.price—100\.00$/),
      ],
      [
        '1',
        expect.any(String),
        'admin',
        '10.0.0.8',
        'GoodsUpdated',
        expect.stringMatching(/record\.price100\.00128\.00$/),
      ],
    ]);
    // Found once the drawer has settled, and also while hidden from the accessibility tree: on a
    // busy machine, the drawer was seen aria-hidden by its focus trap (tabster, whose state is the
    // window's) for longer than a find waits. What is checked here is what the drawer holds and
    // where its button leads.
    expect(await within(timeline).findByRole('table', { name: '变更内容 1', hidden: true })).toBeTruthy();

    fireEvent.click(await within(drawer).findByRole('button', { name: '在审计追溯中查看', hidden: true }));
    expect(opened).toEqual(['/audit/explorer/index?type=goods&id=7']);
  });

  it('is not shown, nor asked for, to a caller who may not read histories', async () => {
    const { drawer, asked } = await openDetails((code) => code !== 'audit_explorer_view');
    await within(drawer).findByText('私教课');
    expect(within(drawer).queryByRole('table', { name: '变更时间线' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '在审计追溯中查看' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
