import { seedMenus } from '@infra/seed/platform-menus.seed';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Answer, Row } from '@services/testing/tenant-caller';

type Node = Row & { children?: Node[]; hasChildren?: boolean };

const menuId = (code: string) => seedMenus.find((menu) => menu.code === code)!.id;
const flatten = (nodes: readonly Node[]): Node[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describeOnBothDatabases('top menus and the menu catalogue', 'top-menus', (current) => {
  /** Calls as the platform's administrator, or with `roles` as the caller's roles. */
  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, roles?: string) {
    const response = await current().app.inject({
      method,
      url: `/api/${url}`,
      headers: roles === undefined ? {} : { 'x-test-roles': roles },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const answer = response.json<Answer<T>>();
    expect(response.statusCode).toBe(answer.code);
    return answer;
  }
  async function createTopMenu(name: string) {
    const saved = await call<Row>('POST', 'blade-system/topmenu/submit', { code: name, name, sort: 1 });
    expect(saved.code).toBe(200);
    return saved.data.id;
  }
  const keys = async (topMenuIds: string) =>
    (await call<{ menu: string[] }>('GET', `blade-system/menu/top-tree-keys?topMenuIds=${topMenuIds}`)).data
      .menu;

  it('grants menus to top menus all or nothing, and filters the routes by top menu', async () => {
    const desk = await createTopMenu('desk');
    const granted = [menuId('param'), menuId('user')];

    const refused = await call('POST', 'blade-system/topmenu/grant', {
      topMenuIds: [desk, '42'],
      menuIds: granted,
    });
    expect(refused).toMatchObject({ code: 400, msg: '顶部菜单不存在: 42' });
    expect(await keys(desk)).toEqual([]);
    const unknownMenu = await call('POST', 'blade-system/topmenu/grant', {
      topMenuIds: [desk],
      menuIds: ['43'],
    });
    expect(unknownMenu).toMatchObject({ code: 400, msg: '菜单不存在: 43' });
    const noTopMenu = await call('POST', 'blade-system/topmenu/grant', { menuIds: granted });
    expect(noTopMenu.code).toBe(400);

    expect(
      await call('POST', 'blade-system/topmenu/grant', { topMenuIds: [desk], menuIds: granted }),
    ).toMatchObject({ code: 200 });
    expect((await keys(desk)).sort()).toEqual([...granted].sort());

    const routes = await call<Node[]>('GET', `blade-system/menu/routes?topMenuId=${desk}`);
    expect(routes.data).toEqual([expect.objectContaining({ id: menuId('system') })]);
    expect(routes.data[0]!.children!.map((node) => node.id).sort()).toEqual([...granted].sort());
    // Without a top menu (or a blank one) the administrator sees every menu.
    const all = await call<Node[]>('GET', 'blade-system/menu/routes?topMenuId=');
    expect(flatten(all.data).length).toBeGreaterThan(granted.length + 1);
    expect((await call('GET', 'blade-system/menu/routes?topMenuId=x')).code).toBe(400);

    // A role sees what it is granted and what the top menu shows, both.
    const role = await call<Row>('POST', 'blade-system/role/submit', {
      roleName: 'r',
      roleAlias: 'r',
      sort: 1,
    });
    const roleGrant = { roleIds: [role.data.id], menuIds: [menuId('param'), menuId('post')] };
    expect((await call('POST', 'blade-system/role/grant', roleGrant)).code).toBe(200);
    const seen = await call<Node[]>(
      'GET',
      `blade-system/menu/routes?topMenuId=${desk}`,
      undefined,
      role.data.id,
    );
    expect(flatten(seen.data).map((node) => node.code)).toEqual(['system', 'param']);

    const top = await call<Row[]>('GET', 'blade-system/menu/top-menu');
    expect(top.data.map((menu) => menu.name)).toContain('desk');

    // A removed top menu takes its menus with it.
    expect((await call('POST', `blade-system/topmenu/remove?ids=${desk}`)).code).toBe(200);
    expect(await keys(desk)).toEqual([]);
  });

  it('answers the menus to grant a top menu from, without buttons', async () => {
    const tree = await call<{ menu: Node[] }>('GET', 'blade-system/menu/grant-top-tree');
    const pages = seedMenus.filter((menu) => menu.category === 1).map((menu) => menu.id);
    expect(
      flatten(tree.data.menu)
        .map((node) => node.id)
        .sort(),
    ).toEqual([...pages].sort());
    expect(tree.data.menu.find((node) => node.id === menuId('system'))).toMatchObject({
      title: '系统管理',
      hasChildren: true,
    });
    expect((await call('GET', 'blade-system/menu/top-tree-keys')).code).toBe(400);
  });

  it('lists the menu catalogue without buttons, whole or one level at a time', async () => {
    const list = await call<Node[]>('GET', 'blade-system/menu/menu-list');
    const nodes = flatten(list.data);
    expect(nodes.every((node) => node.category === 1)).toBe(true);
    expect(nodes.map((node) => node.code)).toEqual(expect.arrayContaining(['system', 'param', 'user']));
    const system = list.data.find((node) => node.code === 'system')!;
    expect(system).toMatchObject({ path: '/system', hasChildren: true });

    const filtered = await call<Node[]>(
      'GET',
      `blade-system/menu/menu-list?name=${encodeURIComponent('参数')}`,
    );
    expect(flatten(filtered.data).map((node) => node.code)).toEqual(['param']);
    expect((await call('GET', 'blade-system/menu/menu-list?colour=red')).code).toBe(400);

    const top = await call<Node[]>('GET', 'blade-system/menu/lazy-menu-list');
    expect(top.data.find((node) => node.code === 'system')).toMatchObject({
      parentId: '0',
      hasChildren: true,
    });
    const level = await call<Node[]>('GET', `blade-system/menu/lazy-menu-list?parentId=${menuId('system')}`);
    expect(level.data.find((node) => node.code === 'param')).toMatchObject({
      hasChildren: false,
      category: 1,
    });
    expect(level.data.every((node) => node.category === 1)).toBe(true);
  });
});
