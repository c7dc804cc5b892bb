import { createHash } from 'node:crypto';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const menuId = (code: string) => seedMenus.find((menu) => menu.code === code)!.id;

describeOnBothDatabases('tenants and tenant packages', 'tenants', (current) => {
  const call = tenantCaller(() => current().app);
  const db = () => current().runtime.infrastructure.database.db;

  async function eventCount(): Promise<number> {
    const row = await db()
      .selectFrom('es_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  async function signIn(tenantId: string, username: string, password: string) {
    const query = new URLSearchParams({ grant_type: 'password', tenantId, username, password });
    const response = await current().app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${query}`,
      headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
    });
    return response.json<Record<string, unknown>>();
  }
  async function createPackage(menuIds: string[]) {
    const saved = await call<Row>('POST', '/api/blade-system/tenant-package/submit', {
      packageName: '基础版',
      menuId: menuIds.join(','),
      remark: '参数与岗位',
    });
    expect(saved.code).toBe(200);
    return saved.data.id;
  }

  it('keeps tenant packages, naming a missing name or menu choice', async () => {
    const noName = await call('POST', '/api/blade-system/tenant-package/submit', { menuId: '1' });
    expect(noName).toMatchObject({ code: 400, msg: '请输入产品包名称' });
    const noMenu = await call('POST', '/api/blade-system/tenant-package/submit', { packageName: 'x' });
    expect(noMenu).toMatchObject({ code: 400, msg: '请选择菜单' });
    const badMenu = await call('POST', '/api/blade-system/tenant-package/submit', {
      packageName: 'x',
      menuId: 'a,b',
    });
    expect(badMenu).toMatchObject({ code: 400, msg: '菜单格式不正确' });

    const id = await createPackage([menuId('param'), menuId('param_view')]);
    const list = await call<Page<Row>>('GET', '/api/blade-system/tenant-package/list?packageName=基础');
    expect(list.data.records.map((record) => record.id)).toContain(id);
    const detail = await call<Row>('GET', `/api/blade-system/tenant-package/detail?id=${id}`);
    expect(detail.data).toMatchObject({ packageName: '基础版', remark: '参数与岗位' });
    // Only the platform manages packages.
    expect((await call('GET', '/api/blade-system/tenant-package/list', undefined, '000042')).code).toBe(403);
  });

  it('creates a tenant with its administrator, role, root department and the package menus, all at once', async () => {
    const packageId = await createPackage([menuId('param'), menuId('param_view')]);
    const form = { tenantId: '300001', tenantName: '瑜伽馆', accountNumber: 10, packageId };
    const created = await call<Row>('POST', '/api/blade-system/tenant/submit', form);
    expect(created).toMatchObject({
      code: 200,
      data: { tenantId: '300001', tenantName: '瑜伽馆', packageId },
    });

    const users = await db().selectFrom('blade_user').selectAll().where('tenant_id', '=', '300001').execute();
    expect(users.map((user) => user.account)).toEqual(['admin']);
    const [role] = await db()
      .selectFrom('blade_role')
      .selectAll()
      .where('tenant_id', '=', '300001')
      .execute();
    expect(role).toMatchObject({ role_name: '管理员', role_alias: 'admin' });
    const [dept] = await db()
      .selectFrom('blade_dept')
      .selectAll()
      .where('tenant_id', '=', '300001')
      .execute();
    expect(dept).toMatchObject({ dept_name: '瑜伽馆', parent_id: '0' });
    expect(users[0]).toMatchObject({ role_id: role!.id, dept_id: dept!.id });
    const granted = await db()
      .selectFrom('blade_role_menu')
      .select('menu_id')
      .where('role_id', '=', role!.id)
      .execute();
    expect(granted.map((row) => row.menu_id).sort()).toEqual([menuId('param'), menuId('param_view')].sort());

    const token = await signIn('300001', 'admin', md5('admin'));
    expect(token).toMatchObject({ tenant_id: '300001', account: 'admin', role_id: role!.id });

    // The same creation again (a retry after a lost answer) answers the tenant and writes nothing.
    const before = await eventCount();
    const retried = await call<Row>('POST', '/api/blade-system/tenant/submit', form);
    expect(retried).toMatchObject({ code: 200, data: { id: created.data.id } });
    expect(await eventCount()).toBe(before);
    // Another tenant with that number is refused.
    const clash = await call('POST', '/api/blade-system/tenant/submit', { ...form, tenantName: '别家' });
    expect(clash).toMatchObject({ code: 400, msg: '租户ID已存在' });
    const platform = await call('POST', '/api/blade-system/tenant/submit', { ...form, tenantId: '000000' });
    expect(platform).toMatchObject({ code: 400, msg: '租户ID已存在' });
    expect(await eventCount()).toBe(before);
  });

  it('grants every menu to a tenant without a package, and refuses an unknown package writing nothing', async () => {
    const before = await eventCount();
    const unknown = await call('POST', '/api/blade-system/tenant/submit', {
      tenantId: '300002',
      tenantName: 'x',
      accountNumber: 1,
      packageId: '42',
    });
    expect(unknown).toMatchObject({ code: 400, msg: '产品包不存在: 42' });
    expect(
      (await call('POST', '/api/blade-system/tenant/submit', { tenantName: 'x', accountNumber: 1 })).msg,
    ).toBe('请输入租户ID');
    expect(await eventCount()).toBe(before);

    const created = await call<Row>('POST', '/api/blade-system/tenant/submit', {
      tenantId: '300003',
      tenantName: '游泳馆',
      accountNumber: -1,
    });
    expect(created.code).toBe(200);
    const [role] = await db()
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', '300003')
      .execute();
    const granted = await db()
      .selectFrom('blade_role_menu')
      .select('menu_id')
      .where('role_id', '=', role!.id)
      .execute();
    expect(granted).toHaveLength(seedMenus.length);

    const renamed = await call<Row>('POST', '/api/blade-system/tenant/submit', {
      id: created.data.id,
      tenantId: '300003',
      tenantName: '游泳馆二店',
      accountNumber: -1,
    });
    expect(renamed).toMatchObject({ code: 200, data: { tenantName: '游泳馆二店' } });
    const renumbered = await call('POST', '/api/blade-system/tenant/submit', {
      id: created.data.id,
      tenantId: '300004',
      tenantName: '游泳馆',
      accountNumber: -1,
    });
    expect(renumbered).toMatchObject({ code: 400, msg: '租户ID不可修改' });
  });

  it('answers racing creations of one tenant number with one tenant and refusals, never a 500', async () => {
    const racers = Array.from({ length: 10 }, (_, index) =>
      call<Row>('POST', '/api/blade-system/tenant/submit', {
        tenantId: '300090',
        tenantName: `竞争者${index}`,
        accountNumber: 1,
      }),
    );
    const answers = await Promise.all(racers);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.code !== 200))
      expect(refused).toMatchObject({ code: 400, msg: '租户ID已存在' });
    const admins = await db()
      .selectFrom('blade_user')
      .select('id')
      .where('tenant_id', '=', '300090')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('tells the login page served on a domain which tenant it serves', async () => {
    const created = await call<Row>('POST', '/api/blade-system/tenant/submit', {
      tenantId: '300020',
      tenantName: '健身房',
      accountNumber: 1,
      domain: 'gym.example.com',
    });
    expect(created.code).toBe(200);
    const info = await call('GET', '/api/blade-system/tenant/info?domain=gym.example.com');
    expect(info.data).toEqual({
      tenantId: '300020',
      tenantName: '健身房',
      domain: 'gym.example.com',
      backgroundUrl: null,
    });
    const unknown = await call('GET', '/api/blade-system/tenant/info?domain=nowhere.example.com');
    expect(unknown.data).toEqual({});
  });

  it('sets quotas, data source and package, and answers the package of a tenant', async () => {
    const first = await call<Row>('POST', '/api/blade-system/tenant/submit', {
      tenantId: '300010',
      tenantName: 'a',
      accountNumber: 1,
    });
    const second = await call<Row>('POST', '/api/blade-system/tenant/submit', {
      tenantId: '300011',
      tenantName: 'b',
      accountNumber: 1,
    });
    const ids = `${first.data.id},${second.data.id}`;
    const setting = await call(
      'POST',
      `/api/blade-system/tenant/setting?ids=${ids}&accountNumber=50&expireTime=${encodeURIComponent('2030-01-01 00:00:00')}`,
    );
    expect(setting.code).toBe(200);
    const detail = await call<Row>('GET', `/api/blade-system/tenant/detail?id=${second.data.id}`);
    expect(detail.data).toMatchObject({
      accountNumber: 50,
      expireTime: '2030-01-01 00:00:00',
      tenantName: 'b',
    });
    const refused = await call(
      'POST',
      `/api/blade-system/tenant/setting?ids=${first.data.id},42&accountNumber=7`,
    );
    expect(refused).toMatchObject({ code: 400, msg: '数据不存在: 42' });
    expect(
      (await call<Row>('GET', `/api/blade-system/tenant/detail?id=${first.data.id}`)).data.accountNumber,
    ).toBe(50);
    expect((await call('POST', `/api/blade-system/tenant/setting?ids=${ids}`)).msg).toBe('请输入账号额度');

    expect(await call('GET', '/api/blade-system/tenant/package-detail?tenantId=300010')).toMatchObject({
      code: 200,
      data: {},
    });
    const packageId = await createPackage([menuId('post')]);
    expect(
      (await call('POST', `/api/blade-system/tenant/package-setting?tenantId=300010&packageId=${packageId}`))
        .code,
    ).toBe(200);
    const pkg = await call<Row>('GET', '/api/blade-system/tenant/package-detail?tenantId=300010');
    expect(pkg.data).toMatchObject({ id: packageId, packageName: '基础版' });
    expect(
      (await call('POST', '/api/blade-system/tenant/package-setting?tenantId=300010&packageId=42')).msg,
    ).toBe('产品包不存在: 42');
    expect((await call('POST', '/api/blade-system/tenant/package-setting?tenantId=999999')).code).toBe(404);

    const source = await call<Row>('POST', '/api/blade-develop/datasource/submit', {
      name: '租户库',
      driver: 'postgresql',
      url: 'postgres://127.0.0.1:5432/tenant_300010',
    });
    const setDatasource = (datasourceId: string) =>
      call('POST', '/api/blade-system/tenant/datasource', { tenantId: '300010', datasourceId });
    expect(await setDatasource('1858000000000000009')).toMatchObject({
      code: 400,
      msg: '数据源不存在: 1858000000000000009',
    });
    expect((await setDatasource(source.data.id)).code).toBe(200);
    expect(
      (await call<Row>('GET', `/api/blade-system/tenant/detail?id=${first.data.id}`)).data.datasourceId,
    ).toBe(source.data.id);
    // The data source a tenant uses stays until the tenant is moved off it.
    expect(await call('POST', `/api/blade-develop/datasource/remove?ids=${source.data.id}`)).toMatchObject({
      code: 400,
      msg: '该数据源已被租户使用,无法删除',
    });
    // Only the platform manages tenants.
    expect(
      (await call('POST', '/api/blade-system/tenant/datasource?tenantId=300010', undefined, '000042')).code,
    ).toBe(403);
  });
});
