import { seedMenus } from '@infra/seed/platform-menus.seed';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { createRole } from '@services/testing/test-roles';

const menuId = (code: string) => seedMenus.find((menu) => menu.code === code)!.id;
type Node = { id: string; children?: Node[] };
const flatten = (nodes: readonly Node[]): Node[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/**
 * Data scopes narrow the rows a role sees; API scopes guard the paths a role may call
 * (SPEC.md §6). Callers speak through header identities: a user id and the roles they hold.
 */
describe('data and API scopes on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const call = tenantCaller(() => testApp.app);
  const as = (userId: string, roles: string, deptId = '1') => ({
    'x-test-user': userId,
    'x-test-roles': roles,
    'x-test-dept': deptId,
  });
  async function callAs<T>(
    headers: Record<string, string>,
    method: 'GET' | 'POST',
    url: string,
    body?: object,
  ) {
    const response = await testApp.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: T }>() };
  }
  async function scopeId(path: 'data-scope' | 'api-scope', scopeName: string): Promise<string> {
    return (await call<Page<Row>>('GET', `/api/blade-system/${path}/list?scopeName=${scopeName}`)).data
      .records[0]!.id;
  }

  let ownRowsScope: string;
  let listScope: string;
  let clerk: string;
  let viewer: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('scopes');
    testApp = await startTestApp({ databaseUrl: scratch.url });
    const postMenu = menuId('post');
    await call('POST', '/api/blade-system/data-scope/submit', {
      menuId: postMenu,
      resourceCode: 'post',
      scopeName: '本人岗位',
      scopeType: 2,
    });
    await call('POST', '/api/blade-system/api-scope/submit', {
      menuId: postMenu,
      resourceCode: 'post',
      scopeName: '岗位列表接口',
      scopePath: '/blade-system/post/list',
    });
    ownRowsScope = await scopeId('data-scope', '本人岗位');
    listScope = await scopeId('api-scope', '岗位列表接口');
    clerk = await createRole(call, 'clerk');
    viewer = await createRole(call, 'viewer');
    const menuIds = [postMenu, menuId('post_view')];
    const grant = (roleIds: string[], dataScopeIds: string[], apiScopeIds: string[]) =>
      call('POST', '/api/blade-system/role/grant', { roleIds, menuIds, dataScopeIds, apiScopeIds });
    expect((await grant([clerk], [ownRowsScope], [listScope])).code).toBe(200);
    expect((await grant([viewer], [], [])).code).toBe(200);

    // Posts created by two users: 77 (a clerk) and the administrator.
    const admin = as('1', '1123598816738675201');
    const post = (code: string, by: Record<string, string>) =>
      callAs(by, 'POST', '/api/blade-system/post/submit', {
        category: 1,
        postCode: code,
        postName: code,
        sort: 9,
      });
    expect((await post('clerk-own', { ...admin, 'x-test-user': '77' })).status).toBe(200);
    expect((await post('not-the-clerks', admin)).status).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  it('shows a role with an own-rows data scope only the rows its user created', async () => {
    const list = await callAs<Page<Row>>(as('77', clerk), 'GET', '/api/blade-system/post/list?size=100');
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((post) => post.postCode)).toEqual(['clerk-own']);
    const someoneElses = await call<Page<Row>>('GET', '/api/blade-system/post/list?postCode=not-the-clerks');
    const detail = await callAs(
      as('77', clerk),
      'GET',
      `/api/blade-system/post/detail?id=${someoneElses.data.records[0]!.id}`,
    );
    expect(detail.status).toBe(404);
  });

  it('lets the administrator and roles without a data scope on the resource see every row', async () => {
    const all = await call<Page<Row>>('GET', '/api/blade-system/post/list?size=100');
    expect(all.data.records.map((post) => post.postCode)).toEqual(
      expect.arrayContaining(['clerk-own', 'not-the-clerks']),
    );
    const viewerDetail = await call<Page<Row>>('GET', '/api/blade-system/post/list?postCode=not-the-clerks');
    const seen = await callAs(
      as('78', viewer),
      'GET',
      `/api/blade-system/post/detail?id=${viewerDetail.data.records[0]!.id}`,
    );
    expect(seen.status).toBe(200);
  });

  it('refuses a path an API scope guards to a role holding the button code but not the scope', async () => {
    const refused = await callAs(as('78', viewer), 'GET', '/api/blade-system/post/list');
    expect(refused.status).toBe(403);
    expect((await callAs(as('77', clerk), 'GET', '/api/blade-system/post/list')).status).toBe(200);
  });

  it('offers the scopes in the grant tree and answers what roles grant', async () => {
    const tree = await call<{ dataScope: Node[]; apiScope: Node[] }>(
      'GET',
      '/api/blade-system/menu/grant-tree',
    );
    expect(flatten(tree.data.dataScope).map((node) => node.id)).toContain(ownRowsScope);
    expect(flatten(tree.data.apiScope).map((node) => node.id)).toContain(listScope);
    const keys = await call<{ dataScope: string[]; apiScope: string[] }>(
      'GET',
      `/api/blade-system/menu/role-tree-keys?roleIds=${clerk}`,
    );
    expect(keys.data).toMatchObject({ dataScope: [ownRowsScope], apiScope: [listScope] });
  });

  it("shows a role with an own-departments scope on users only the users of the caller's departments", async () => {
    const dept = async (deptName: string) =>
      (
        await call<Row>('POST', '/api/blade-system/dept/submit', {
          parentId: '0',
          deptName,
          fullName: deptName,
          sort: 1,
        })
      ).data.id;
    const [deptA, deptB] = [await dept('部门甲'), await dept('部门乙')];
    await call('POST', '/api/blade-system/data-scope/submit', {
      menuId: menuId('user'),
      resourceCode: 'user',
      scopeName: '本部门用户',
      scopeColumn: 'dept_id',
      scopeType: 3,
    });
    const deptViewer = await createRole(call, 'deptviewer');
    const granted = await call('POST', '/api/blade-system/role/grant', {
      roleIds: [deptViewer],
      menuIds: [menuId('user'), menuId('user_view')],
      dataScopeIds: [await scopeId('data-scope', '本部门用户')],
      apiScopeIds: [],
    });
    expect(granted.code).toBe(200);
    for (const [account, deptId] of [
      ['in-a', deptA],
      ['in-b', deptB],
    ] as const) {
      const user = {
        account,
        name: account,
        realName: account,
        password: '21232f297a57a5a743894a0e4a801fc3',
        deptId,
      };
      expect((await call('POST', '/api/blade-user/submit', user)).code).toBe(200);
    }
    const page = await callAs<Page<Row>>(as('79', deptViewer, deptA), 'GET', '/api/blade-user/page?size=100');
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((user) => user.account)).toEqual(['in-a']);
    const everyone = await call<Page<Row>>('GET', '/api/blade-user/page?size=100');
    expect(everyone.data.records.map((user) => user.account)).toEqual(
      expect.arrayContaining(['in-a', 'in-b']),
    );
  });

  it('refuses to grant scopes that do not exist, writing nothing', async () => {
    const answer = await call('POST', '/api/blade-system/role/grant', {
      roleIds: [viewer],
      menuIds: [],
      dataScopeIds: ['1858000000000099999'],
      apiScopeIds: [],
    });
    expect(answer).toMatchObject({ code: 400, msg: '数据权限不存在: 1858000000000099999' });
    const keys = await call<{ menu: string[] }>(
      'GET',
      `/api/blade-system/menu/role-tree-keys?roleIds=${viewer}`,
    );
    expect(keys.data.menu).toHaveLength(2);
  });
});
