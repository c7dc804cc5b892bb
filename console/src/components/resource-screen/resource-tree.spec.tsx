/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import { fakeServer, type FakeCall } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';

const field = (name: string, extra: object = {}) => ({
  name,
  kind: 'text' as const,
  label: { zh: name, en: name },
  required: null,
  maxLength: null,
  filterable: false,
  sortable: false,
  dictCode: null,
  ...extra,
});

const dept: ResourceMetadata = {
  name: 'dept',
  title: { zh: '机构管理', en: 'Departments' },
  api: '/api/blade-system/dept',
  actions: ['list', 'detail', 'submit', 'remove', 'tree', 'lazy-tree', 'lazy-list'],
  permissions: { view: 'dept_view', add: 'dept_add', edit: 'dept_edit', remove: 'dept_delete' },
  fields: [field('parentId', { kind: 'reference' }), field('deptName', { filterable: true, sortable: true })],
  filters: { id: 'id', createTime: 'date', deptName: 'text' },
  sortable: ['deptName', 'createTime', 'updateTime'],
  tree: { parentField: 'parentId', titleField: 'deptName', sortField: 'sort' },
};

const depts = [
  { id: '1', parentId: '0', deptName: '总部', hasChildren: true },
  { id: '2', parentId: '1', deptName: '财务部', hasChildren: false },
];

function deptServer() {
  return fakeServer({
    'GET /api/platform/resources/detail': () => dept,
    'GET /api/blade-system/dept/lazy-list': ({ query }: FakeCall) =>
      depts.filter((record) => record.parentId === query.parentId),
    'GET /api/blade-system/dept/list': ({ query }: FakeCall) => {
      const records = depts.filter((record) => record.deptName.includes(query.deptName ?? '无'));
      return { records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 };
    },
  });
}

describe('a tree resource on the generic page', () => {
  it('shows the top level, and a level more when a row is expanded', async () => {
    const server = deptServer();
    await renderWithServices(<ResourcePage name="dept" />, server.http);
    expect(await screen.findByText('总部')).toBeTruthy();
    expect(screen.queryByText('财务部')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull(); // a tree has no pages
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(await screen.findByText('财务部')).toBeTruthy();
    expect(
      server.calls.filter((call) => call.path.endsWith('/lazy-list')).map((call) => call.query.parentId),
    ).toEqual(['0', '1']);
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('lists matches flat and paged once filtered, sorted by the server, or says there are none', async () => {
    const server = deptServer();
    await renderWithServices(<ResourcePage name="dept" />, server.http);
    await screen.findByText('总部');
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getAllByRole('textbox')[0]!, { target: { value: '财务' } });
    fireEvent.submit(search);
    expect(await screen.findByText('财务部')).toBeTruthy();
    expect(screen.queryByText('总部')).toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy();

    fireEvent.click(screen.getByRole('columnheader', { name: /deptName/ }));
    await waitFor(() =>
      expect(server.calls.at(-1)?.query).toMatchObject({ deptName: '财务', ascs: 'deptName' }),
    );

    fireEvent.change(within(search).getAllByRole('textbox')[0]!, { target: { value: '没有' } });
    fireEvent.submit(search);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
