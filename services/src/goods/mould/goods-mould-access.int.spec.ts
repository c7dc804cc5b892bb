import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { callAsRole, roleGranted } from '@services/testing/test-roles';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import { seedCategories } from '@services/testing/referenced-records';

const api = '/api/prepaid-goods/goodsMould';

describe('who may read and change moulds, on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const call = tenantCaller(() => testApp.app);
  let goodsClerk: string;
  let mouldKeeper: string;
  let mouldId: string;

  const callAs = <T>(roleId: string, method: 'GET' | 'POST', url: string, body?: object) =>
    callAsRole<T>(testApp.app, { tenant: '000000', roleId }, method, url, body);

  beforeAll(async () => {
    scratch = await createScratchDatabase('mould-access');
    testApp = await startTestApp({ databaseUrl: scratch.url });
    await seedCategories(testApp.runtime, '000000', ['2', '21']);
    goodsClerk = await roleGranted(call, 'goods-clerk', ['goods', 'goods_view', 'goods_add', 'goods_edit']);
    mouldKeeper = await roleGranted(call, 'mould-keeper', [
      'goods_mould',
      'goods_mould_view',
      'goods_mould_add',
    ]);
    const created = await call<Row>('POST', `${api}/submit`, {
      mouldName: '游泳模板',
      industryId: '21',
      industryMainId: '2',
      status: 1,
      mouldContent: [{ key: 'pool', label: '泳池', type: 'text', required: true }],
    });
    mouldId = created.data.id;
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  it('lets whoever sees goods read the enabled moulds and their fields, for the goods form', async () => {
    const listed = await callAs<Row[]>(goodsClerk, 'GET', `${api}/listByIndustryId?industryId=21`);
    expect(listed.data.map((mould) => mould.id)).toEqual([mouldId]);
    const content = await callAs<Row[]>(goodsClerk, 'GET', `${api}/getMouldContent?id=${mouldId}`);
    expect(content.data.map((field) => field.key)).toEqual(['pool']);
    expect(
      (
        await callAs(goodsClerk, 'POST', `${api}/submit`, {
          mouldName: 'x',
          industryId: '21',
          industryMainId: '2',
        })
      ).code,
    ).toBe(403);
  });

  it('refuses a change of fields through submit to a role without 模板内容, writing nothing', async () => {
    const profile = { id: mouldId, mouldName: '游泳模板二', industryId: '21', industryMainId: '2' };
    const withContent = {
      ...profile,
      mouldContent: [{ key: 'lane', label: '泳道', type: 'number', required: false }],
    };
    expect(await callAs(mouldKeeper, 'POST', `${api}/submit`, withContent)).toMatchObject({ code: 403 });
    const unchanged = await call<Row>('GET', `${api}/detail?id=${mouldId}`);
    expect(unchanged.data).toMatchObject({ mouldName: '游泳模板' });
    expect((unchanged.data.mouldContent as Row[]).map((field) => field.key)).toEqual(['pool']);

    expect((await callAs(mouldKeeper, 'POST', `${api}/submit`, profile)).code).toBe(200);
    expect((await call<Row>('GET', `${api}/detail?id=${mouldId}`)).data).toMatchObject({
      mouldName: '游泳模板二',
    });
  });
});
