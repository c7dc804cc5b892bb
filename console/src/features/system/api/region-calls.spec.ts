import { regionCalls } from '@console/features/system/api/region-calls';
import { regionMetadata } from '@console/features/system/api/region-metadata';
import { resourceRecords } from '@console/lib/resources/resource-records';
import { fakeServer } from '@console/testing/fake-server';

describe('the region calls', () => {
  const beijing = { code: '11', parentCode: '00', name: '北京市' };
  const tianjin = { code: '12', parentCode: '00', name: '天津市' };
  const server = fakeServer({
    'GET /api/blade-system/region/list': () => ({
      records: [beijing, tianjin],
      total: 2,
      size: 1000,
      current: 1,
      pages: 1,
    }),
    'GET /api/blade-system/region/lazy-tree': () => [
      { id: '11', hasChildren: true },
      { id: '12', hasChildren: false },
    ],
    'POST /api/blade-system/region/remove': () => ({}),
  });
  const calls = regionCalls(server.http)(resourceRecords(server.http, regionMetadata));

  it('reads a level with its fields from the list and its children from lazy-tree, keyed by code', async () => {
    const level = await calls.lazyList('00');
    expect(level).toEqual([
      { ...beijing, id: '11', hasChildren: true },
      { ...tianjin, id: '12', hasChildren: false },
    ]);
    expect(server.calls.map((call) => [call.path, call.query.parentCode])).toEqual([
      ['/api/blade-system/region/list', '00'],
      ['/api/blade-system/region/lazy-tree', '00'],
    ]);
  });

  it('removes one code a call, as the server takes them', async () => {
    server.calls.length = 0;
    await calls.remove(['1101', '1102']);
    expect(server.calls.map((call) => call.query)).toEqual([{ id: '1101' }, { id: '1102' }]);
  });
});
