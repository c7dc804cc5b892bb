import ExcelJS from 'exceljs';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { formatWireDay } from '@platform/http/wire-dates';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { reportContext } from '@services/report/report.context';
import { createMerchant } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const tenantA = '000042';
const tenantB = '100001';
const base = '/api/blade-report/report/rest';
const today = () => formatWireDay(new Date());

describeOnBothDatabases('reports over the read models', 'report', (current) => {
  const call = tenantCaller(() => current().app);
  const define = (body: object, tenant = tenantA) =>
    call<Row>('POST', `${base}/submit`, { name: '报表', chartType: 'bar', ...body }, tenant);
  const run = (id: string, query = '', tenant = tenantA) =>
    call<{ rows: Row[]; truncated: boolean; from: string; to: string }>(
      'GET',
      `${base}/run?id=${id}${query}`,
      undefined,
      tenant,
    );
  const order = (merchantId: string, paymentNo: string, tradeAmount: string, tenant = tenantA) =>
    call(
      'POST',
      '/api/prepaid-transaction/orderInfo/create',
      {
        merchantId,
        paymentNo,
        cardNo: `C-${paymentNo}`,
        buyerName: '张三',
        tradeAmount,
      },
      tenant,
    );

  let first: string;
  let second: string;
  beforeAll(async () => {
    first = (await createMerchant(call, tenantA, 1)).merchant.id;
    second = (await createMerchant(call, tenantA, 2)).merchant.id;
    const other = (await createMerchant(call, tenantB, 3)).merchant.id;
    for (const [merchant, no, amount] of [
      [first, 'R-1', '100.50'],
      [first, 'R-2', '20'],
      [second, 'R-3', '300'],
    ] as const)
      expect(await order(merchant, no, amount)).toMatchObject({ code: 200 });
    expect(await order(other, 'R-9', '999', tenantB)).toMatchObject({ code: 200 });
  });

  it("sums a tenant's orders by merchant, largest first, named by the merchant", async () => {
    const report = (await define({ source: 'order', dimension: 'merchant', measure: 'amount' })).data;
    const answer = await run(report.id);
    expect(answer.data).toMatchObject({ source: 'order', truncated: false, to: today() });
    expect(answer.data.rows).toEqual([
      { key: second, name: '商户2', value: '300.00' },
      { key: first, name: '商户1', value: '120.50' },
    ]);
    // Another tenant neither sees the definition nor, with its own, these orders.
    expect(await run(report.id, '', tenantB)).toMatchObject({ code: 404, msg: '报表不存在' });
    const theirs = (await define({ source: 'order', dimension: 'merchant', measure: 'count' }, tenantB)).data;
    expect((await run(theirs.id, '', tenantB)).data.rows).toEqual([
      { key: expect.any(String), name: '商户3', value: '1' },
    ]);
  });

  it('counts by day within the range asked, and nothing outside it', async () => {
    const report = (await define({ source: 'order', dimension: 'day', measure: 'count' })).data;
    expect((await run(report.id, `&from=${today()}&to=${today()}`)).data.rows).toEqual([
      { key: today(), name: today(), value: '3' },
    ]);
    expect((await run(report.id, '&from=2020-01-01&to=2020-01-31')).data.rows).toEqual([]);
    const merchants = (await define({ source: 'merchant', dimension: 'category', measure: 'count' })).data;
    expect((await run(merchants.id)).data.rows.map((row) => [row.name, row.value])).toEqual([
      ['类别1', '1'],
      ['类别2', '1'],
    ]);
  });

  it('refuses what a source cannot do, and bad ranges, writing nothing', async () => {
    expect(await define({ source: 'deposit', dimension: 'merchant', measure: 'count' })).toMatchObject({
      code: 400,
      msg: '该数据来源不能按所选维度分组',
    });
    expect(await define({ source: 'merchant', dimension: 'day', measure: 'amount' })).toMatchObject({
      code: 400,
      msg: '该数据来源不能统计所选指标',
    });
    expect(await define({ source: 'ledger', dimension: 'day', measure: 'count' })).toMatchObject({
      code: 400,
      msg: '数据来源不存在',
    });
    expect(
      await define({ source: 'order', dimension: 'day', measure: 'count', chartType: 'pie' }),
    ).toMatchObject({
      code: 400,
      msg: '图表类型只能是柱状图或折线图',
    });
    const page = await call<{ total: number }>('GET', `${base}/list?name=报表`, undefined, tenantA);
    const report = (await define({ source: 'order', dimension: 'day', measure: 'count' })).data;
    expect(
      (await call<{ total: number }>('GET', `${base}/list?name=报表`, undefined, tenantA)).data.total,
    ).toBe(page.data.total + 1);
    expect(await run(report.id, '&from=2026-02-01&to=2026-01-01')).toMatchObject({
      code: 400,
      msg: '开始日期不能晚于结束日期',
    });
    expect(await run(report.id, '&from=2026-13-01')).toMatchObject({
      code: 400,
      msg: '日期格式应为 yyyy-MM-dd',
    });
  });

  it('exports the groups as xlsx under headings in the dictionaries\u2019 words', async () => {
    const report = (
      await define({ name: '商户金额', source: 'order', dimension: 'merchant', measure: 'amount' })
    ).data;
    const response = await current().app.inject({
      method: 'GET',
      url: `${base}/export?id=${report.id}`,
      headers: { 'x-test-tenant': tenantA },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['按商户', '金额(元)'],
      ['商户2', 300],
      ['商户1', 120.5],
    ]);
  });

  it('rebuilds the definitions to the same rows', async () => {
    await expectSameRowsAfterRebuild(current().runtime, composeContexts([reportContext]).projections);
  });
});
