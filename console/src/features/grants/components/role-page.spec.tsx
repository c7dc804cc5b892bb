/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';
import { fakeServer, type FakeCall } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import { RolePage } from '@console/features/grants/components/role-page';

const field = (name: string, kind: 'text' | 'integer' | 'reference', required: string | null) => ({
  name,
  kind,
  label: { zh: name, en: name },
  required,
  maxLength: null,
  filterable: false,
  sortable: false,
  dictCode: null,
});

const roleMetadata: ResourceMetadata = {
  name: 'role',
  title: { zh: '角色管理', en: 'Roles' },
  api: '/api/blade-system/role',
  actions: ['list', 'detail', 'select', 'submit', 'remove', 'tree'],
  permissions: { view: 'role_view', add: 'role_add', edit: 'role_edit', remove: 'role_delete' },
  fields: [field('parentId', 'reference', null), field('roleName', 'text', '请输入角色名称')],
  filters: { id: 'id', createTime: 'date' },
  sortable: [],
  tree: { parentField: 'parentId', titleField: 'roleName', sortField: 'sort' },
};

const node = (id: string, children?: object[]) => ({
  id,
  parentId: '0',
  title: id,
  key: id,
  value: id,
  hasChildren: !!children,
  children,
});

describe('the role grant', () => {
  it('preselects what the role has and posts the menus checked', async () => {
    const server = fakeServer({
      'GET /api/platform/resources/detail': () => roleMetadata,
      'GET /api/blade-system/role/list': () => ({
        records: [{ id: '7', parentId: '0', roleName: '经理' }],
        total: 1,
        size: 1000,
        current: 1,
        pages: 1,
      }),
      'GET /api/blade-system/menu/grant-tree': () => ({
        menu: [node('system', [node('user'), node('post')])],
        dataScope: [],
        apiScope: [],
      }),
      'GET /api/blade-system/menu/role-tree-keys': () => ({ menu: ['user'], dataScope: [], apiScope: [] }),
      'POST /api/blade-system/role/grant': () => ({}),
    });
    const { seen } = await renderWithServices(<RolePage />, server.http);
    await screen.findByText('经理');
    fireEvent.click(screen.getByRole('button', { name: '权限设置' }));
    expect(seen.errors).toEqual(['请选择至少一条数据']);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择此行' }));
    fireEvent.click(screen.getByRole('button', { name: '权限设置' }));
    const hidden = { hidden: true };
    const tree = await screen.findByRole('tree', { name: '菜单权限', ...hidden });
    const system = within(tree).getByRole('treeitem', { name: 'system', ...hidden });
    expect(system.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(within(system).getAllByRole('checkbox', hidden)[0]!);
    fireEvent.click(
      within(screen.getByRole('dialog', hidden)).getByRole('button', { name: '保存', ...hidden }),
    );

    await waitFor(() => expect(seen.successes).toEqual(['操作成功!']));
    const grant = server.calls.find((call: FakeCall) => call.path.endsWith('/role/grant'));
    expect(server.calls.find((call) => call.path.endsWith('/role-tree-keys'))?.query).toEqual({
      roleIds: '7',
    });
    expect(grant?.body).toEqual({
      roleIds: ['7'],
      menuIds: expect.arrayContaining(['system', 'user', 'post']),
      dataScopeIds: [],
      apiScopeIds: [],
    });
  });
});
