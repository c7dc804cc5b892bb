import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import { seedRoles } from '@infra/seed/platform-tenant.seed';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type Answer<T = Record<string, unknown>> = { code: number; success: boolean; msg: string; data: T };
type Node = Record<string, unknown> & { id: string; children?: Node[] };
type Keys = { menu: string[]; dataScope: string[]; apiScope: string[] };

const menuId = (code: string) => seedMenus.find((menu) => menu.code === code)!.id;

/** Every node of a forest, depth first. */
const flatten = (nodes: readonly Node[]): Node[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('roles, menus and grants on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  let app: NestFastifyApplication;
  let admin: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('grants');
    testApp = await startTestApp({ databaseUrl: scratch.url, identity: 'tokens' });
    app = testApp.app;
    admin = await signIn('admin', md5('admin'));
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  async function signIn(username: string, password: string): Promise<string> {
    const query = new URLSearchParams({ grant_type: 'password', tenantId: '000000', username, password });
    const answer = await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?${query}`,
      headers: { authorization: saber },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ access_token: string }>().access_token;
  }
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    token = admin,
    payload?: object,
  ) {
    const headers = { 'blade-auth': `bearer ${token}` };
    const answer = await app.inject({ method, url: `/api/${url}`, headers, payload });
    const body = answer.json<Answer<T>>();
    expect(answer.statusCode).toBe(body.code);
    return body;
  }
  async function createRole(roleName: string, parentId = '0') {
    const saved = await call<Node>('POST', 'blade-system/role/submit', admin, {
      roleName,
      roleAlias: roleName,
      sort: 1,
      parentId,
    });
    expect(saved).toMatchObject({ code: 200 });
    return saved.data.id;
  }

  it('creates, nests, lists and removes roles, and names a missing required field', async () => {
    const missing = await call('POST', 'blade-system/role/submit', admin, { roleAlias: 'x', sort: 1 });
    expect(missing).toMatchObject({ code: 400, msg: expect.stringContaining('请输入角色名称') });

    const parentId = await createRole('店长');
    const childId = await createRole('店员', parentId);
    const tree = await call<Node[]>('GET', 'blade-system/role/tree');
    const parent = tree.data.find((node) => node.id === parentId)!;
    expect(parent).toMatchObject({
      title: '店长',
      hasChildren: true,
      children: [{ id: childId, title: '店员' }],
    });
    expect(tree.data.map((node) => node.title)).toContain('超级管理员');
    const everyTenant = await call<Node[]>('GET', 'blade-system/role/tree?tenantId=000000');
    expect(everyTenant.data.map((node) => node.id)).toContain(parentId);

    const detail = await call('GET', `blade-system/role/detail?id=${childId}`);
    expect(detail.data).toMatchObject({ roleName: '店员', roleAlias: '店员', parentId });
    const selected = await call<Node[]>('GET', 'blade-system/role/select');
    expect(selected.data.map((role) => role.id)).toEqual(expect.arrayContaining([parentId, childId]));

    expect((await call('POST', `blade-system/role/remove?ids=${parentId}`)).code).toBe(400);
    expect((await call('POST', `blade-system/role/remove?ids=${childId}`)).code).toBe(200);
    expect((await call('POST', `blade-system/role/remove?ids=${parentId}`)).code).toBe(200);
  });

  it('answers the grant tree of every menu, with empty scopes', async () => {
    const tree = await call<{ menu: Node[]; dataScope: unknown[]; apiScope: unknown[] }>(
      'GET',
      'blade-system/menu/grant-tree',
    );
    expect(tree.data.dataScope).toEqual([]);
    expect(tree.data.apiScope).toEqual([]);
    const modules = seedMenus.filter((menu) => menu.parentId === '0');
    expect(tree.data.menu.map((node) => node.id).sort()).toEqual(modules.map((menu) => menu.id).sort());
    expect(tree.data.menu).toContainEqual(
      expect.objectContaining({ id: menuId('system'), title: '系统管理' }),
    );
    expect(flatten(tree.data.menu)).toHaveLength(seedMenus.length);
  });

  it('grants menus all or nothing, answers the keys, and shows them to a user of the role', async () => {
    const roleId = await createRole('clerk');
    const grant = (roleIds: string[], menuIds: string[]) =>
      call('POST', 'blade-system/role/grant', admin, { roleIds, menuIds, dataScopeIds: [], apiScopeIds: [] });
    const keys = async () =>
      (await call<Keys>('GET', `blade-system/menu/role-tree-keys?roleIds=${roleId}`)).data;

    const refused = await grant([roleId, '42'], [menuId('param')]);
    expect(refused).toMatchObject({ code: 400, msg: '角色不存在: 42' });
    expect(await keys()).toEqual({ menu: [], dataScope: [], apiScope: [] });
    expect(await grant([roleId], ['43'])).toMatchObject({ code: 400, msg: '菜单不存在: 43' });

    const granted = [menuId('param'), menuId('user_add')];
    expect(await grant([roleId], granted)).toMatchObject({ code: 200 });
    expect((await keys()).menu.sort()).toEqual([...granted].sort());
    // The same grant again appends nothing and still answers success.
    expect(await grant([roleId], granted)).toMatchObject({ code: 200 });

    const user = await call<Node>('POST', 'blade-user/submit', admin, {
      account: 'clerk',
      name: 'clerk',
      realName: '店员',
      password: md5('clerk-pw'),
    });
    const given = await call('POST', `blade-user/grant?userIds=${user.data.id}&roleIds=${roleId}`);
    expect(given.code).toBe(200);
    const clerk = await signIn('clerk', md5('clerk-pw'));

    const routes = await call<Node[]>('GET', 'blade-system/menu/routes', clerk);
    expect(routes.data).toEqual([
      expect.objectContaining({
        id: menuId('system'),
        path: '/system',
        category: 1,
        children: [expect.objectContaining({ code: 'param', path: '/system/param' })],
      }),
    ]);
    expect(routes.data[0]!.children![0]).not.toHaveProperty('children');

    const buttons = await call<Node[]>('GET', 'blade-system/menu/buttons', clerk);
    expect(flatten(buttons.data).map((node) => node.code)).toEqual(['system', 'user', 'user_add']);
    const leaf = flatten(buttons.data)[2]!;
    expect(leaf).toMatchObject({ category: 2, parentId: menuId('user') });
    expect(leaf).not.toHaveProperty('children');

    // The guard follows the grant: the clerk may add users (user_add) but not list them (user_view).
    const added = await call('POST', 'blade-user/submit', clerk, {
      account: 'trainee',
      name: 't',
      realName: '学徒',
      password: md5('t'),
    });
    expect(added.code).toBe(200);
    expect(await call('GET', 'blade-user/page', clerk)).toMatchObject({
      code: 403,
      msg: '没有权限执行此操作',
    });

    expect(await grant([roleId], [])).toMatchObject({ code: 200 });
    expect((await call<Node[]>('GET', 'blade-system/menu/routes', clerk)).data).toEqual([]);

    // A removed role takes its grants with it.
    expect(await grant([roleId], granted)).toMatchObject({ code: 200 });
    expect((await call('POST', `blade-system/role/remove?ids=${roleId}`)).code).toBe(200);
    expect((await keys()).menu).toEqual([]);
  });

  it('shows the administrator every menu and every button', async () => {
    expect(seedRoles[0]!.roleAlias).toBe('administrator');
    const routes = await call<Node[]>('GET', 'blade-system/menu/routes');
    const pages = seedMenus.filter((menu) => menu.category === 1);
    expect(
      flatten(routes.data)
        .map((node) => node.id)
        .sort(),
    ).toEqual(pages.map((menu) => menu.id).sort());
    const system = routes.data.find((node) => node.code === 'system')!;
    expect(system.children!.slice(0, 10).map((node) => node.name)).toEqual([
      '用户管理',
      '部门管理',
      '岗位管理',
      '角色管理',
      '菜单管理',
      '字典管理',
      '业务字典',
      '参数管理',
      '租户管理',
      '应用管理',
    ]);
    for (const page of system.children!) expect(page).not.toHaveProperty('children');

    const buttons = await call<Node[]>('GET', 'blade-system/menu/buttons');
    const codes = flatten(buttons.data).map((node) => node.code);
    expect(codes).toEqual(expect.arrayContaining(['param_add', 'param_edit', 'param_delete', 'param_view']));
    expect(codes).toHaveLength(seedMenus.length);
  });

  it('keeps the menu catalogue and top menus', async () => {
    const saved = await call<Node>('POST', 'blade-system/menu/submit', admin, {
      parentId: menuId('system'),
      code: 'audit',
      name: '审计日志',
      path: '/system/audit',
      sort: 20,
      category: 1,
    });
    // Opened in the console unless asked otherwise: 1 否, 2 新窗口是 (the menu_open dictionary).
    expect(saved).toMatchObject({ code: 200, data: { code: 'audit', isOpen: 1 } });
    const dictionary = await call<Array<{ dictKey: string; dictValue: string }>>(
      'GET',
      'blade-system/dict/dictionary?code=menu_open',
    );
    expect(dictionary.data.map((item) => [item.dictKey, item.dictValue])).toEqual([
      ['1', '否'],
      ['2', '是'],
    ]);
    const missing = await call('POST', 'blade-system/menu/submit', admin, {
      code: 'x',
      sort: 1,
      category: 1,
    });
    expect(missing).toMatchObject({ code: 400, msg: expect.stringContaining('请输入菜单名称') });
    const level = await call<Node[]>('GET', `blade-system/menu/lazy-list?parentId=${menuId('system')}`);
    expect(level.data.map((node) => node.code)).toContain('audit');
    expect((await call('POST', `blade-system/menu/remove?ids=${saved.data.id}`)).code).toBe(200);

    const top = await call<Node>('POST', 'blade-system/topmenu/submit', admin, {
      code: 'desk',
      name: '工作台',
      sort: 1,
    });
    expect(top).toMatchObject({ code: 200, data: { code: 'desk', tenantId: '000000' } });
    const list = await call<{ records: Node[] }>('GET', 'blade-system/topmenu/list');
    expect(list.data.records.map((node) => node.name)).toEqual(['工作台']);
  });

  it('refuses anonymous callers', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/blade-system/menu/routes' });
    expect(answer.statusCode).toBe(401);
  });
});
