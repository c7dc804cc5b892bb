import { seedMenus } from '@infra/seed/platform-menus.seed';
import { composeContexts } from '@platform/contexts/compose-contexts';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { chinaRegions } from '@services/system/region/china-division.source';
import { importRegions } from '@services/system/region/region-import';
import { systemContext } from '@services/system/system.context';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const api = '/api/blade-system';
const menuId = (code: string) => seedMenus.find((menu) => menu.code === code)!.id;

/**
 * Every read model of blade-system, written through its calls (the plain records, what roles
 * and top menus grant, the regions), then rebuilt from the events alone.
 */
describeOnBothDatabases('blade-system read models', 'system', (current) => {
  const call = tenantCaller(() => current().app);
  /** Saves a record through `<path>/submit` and answers its id. */
  async function submit(path: string, record: object): Promise<string> {
    const saved = await call<Row>('POST', `${api}/${path}/submit`, record);
    expect(saved).toMatchObject({ code: 200 });
    return saved.data.id;
  }
  async function idOf(path: string, query: string): Promise<string> {
    return (await call<Page<Row>>('GET', `${api}/${path}/list?${query}`)).data.records[0]!.id;
  }
  async function ok(method: 'GET' | 'POST', url: string, body?: unknown) {
    expect(await call(method, `${api}/${url}`, body)).toMatchObject({ code: 200 });
  }

  it('writes every record of blade-system, grants, top menus and regions', async () => {
    await submit('param', { paramName: '重放', paramKey: 'replay.key', paramValue: '1' });
    await submit('post', { category: 1, postCode: 'replay', postName: '重放岗位', sort: 1 });
    await submit('client', {
      clientId: 'replay',
      clientSecret: 'replay_secret',
      scope: 'all',
      authorizedGrantTypes: 'password',
      accessTokenValidity: 3600,
      refreshTokenValidity: 7200,
    });
    const dept = await submit('dept', { parentId: '0', deptName: '重放部', sort: 1 });
    await submit('dept', { parentId: dept, deptName: '重放组', sort: 1 });
    for (const path of ['dict', 'dict-biz']) {
      const header = await submit(path, {
        parentId: '0',
        code: 'replay',
        dictValue: '重放',
        sort: 1,
        isSealed: 0,
      });
      await submit(path, {
        parentId: header,
        code: 'replay',
        dictKey: '1',
        dictValue: '一',
        sort: 1,
        isSealed: 0,
      });
    }
    const menu = await submit('menu', {
      parentId: menuId('system'),
      code: 'replay',
      name: '重放',
      sort: 30,
      category: 1,
    });

    const scope = { menuId: menuId('post'), resourceCode: 'post' };
    await submit('data-scope', { ...scope, scopeName: '重放数据', scopeType: 2 });
    await submit('data-scope', { ...scope, scopeName: '重放数据二', scopeType: 1 });
    await submit('api-scope', { ...scope, scopeName: '重放接口', scopePath: '/blade-system/post/detail' });
    const dataScopes = [
      await idOf('data-scope', 'scopeName=重放数据'),
      await idOf('data-scope', 'scopeName=重放数据二'),
    ];
    const apiScope = await idOf('api-scope', 'scopeName=重放接口');

    const role = await submit('role', { parentId: '0', roleName: '重放', roleAlias: 'replay', sort: 1 });
    const removedRole = await submit('role', {
      parentId: '0',
      roleName: '重放二',
      roleAlias: 'replay2',
      sort: 2,
    });
    const grant = { menuIds: [menuId('post'), menu], dataScopeIds: dataScopes, apiScopeIds: [apiScope] };
    await ok('POST', 'role/grant', { roleIds: [role, removedRole], ...grant });
    await ok('POST', `role/remove?ids=${removedRole}`);
    await ok('POST', `data-scope/remove?ids=${dataScopes[1]}`);

    const desk = await submit('topmenu', { code: 'replay', name: '重放', sort: 1 });
    await ok('POST', 'topmenu/grant', { topMenuIds: [desk], menuIds: [menuId('post'), menu] });
    await ok('POST', `menu/remove?ids=${menu}`);

    const packageId = await submit('tenant-package', { packageName: '重放版', menuId: menuId('param') });
    await submit('tenant', { tenantId: '400001', tenantName: '重放馆', accountNumber: 5, packageId });

    const sample = chinaRegions()
      .regions()
      .filter((region) => ['11', '12'].includes(region.code));
    const deps = { executor: current().runtime.executor, store: current().runtime.infrastructure.store };
    expect(await importRegions(deps, { source: 'system-replay@1', regions: () => sample })).toBe(2);
    await ok('POST', 'region/submit', { code: '1101', parentCode: '11', name: '重放区', sort: 1 });
    await ok('POST', 'region/submit', { code: '1101', parentCode: '11', name: '重放区改', sort: 2 });
    await ok('POST', 'region/submit', { code: '1201', parentCode: '12', name: '重放县', sort: 1 });
    await ok('POST', 'region/remove?id=1201');
    await ok('POST', 'region/submit', { code: '12', parentCode: '00', name: '天津', sort: 2 });
  });

  // Last: it stops the app's projection runners.
  it('writes the rows a rebuild from the events writes, in every read model of blade-system', async () => {
    await expectSameRowsAfterRebuild(current().runtime, composeContexts([systemContext]).projections);
  });
});
