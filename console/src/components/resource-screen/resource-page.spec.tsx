/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import { fakeServer, type FakeCall } from '@console/testing/fake-server';
import { postCategories, postMetadata } from '@console/components/resource-screen/testing/post-fixture';
import { renderWithServices } from '@console/testing/render-with-services';

function postServer() {
  const posts = [
    { id: '1', category: 1, postName: '董事长', sort: 1 },
    { id: '2', category: 2, postName: '经理', sort: 2 },
  ];
  return fakeServer({
    'GET /api/platform/resources/detail': () => postMetadata,
    'GET /api/blade-system/dict/dictionary': () => postCategories,
    'GET /api/blade-system/post/list': ({ query }: FakeCall) => {
      const records = posts.filter((post) => !query.postName || post.postName.includes(query.postName));
      return {
        records,
        total: records.length,
        size: Number(query.size),
        current: Number(query.current),
        pages: 1,
      };
    },
    'POST /api/blade-system/post/submit': ({ body }: FakeCall) => ({ id: '3', ...(body as object) }),
    'POST /api/blade-system/post/remove': () => ({}),
  });
}

const lastList = (calls: FakeCall[]) => calls.filter((call) => call.path.endsWith('/post/list')).at(-1);

describe('the generic resource page', () => {
  it('lists the records with dictionary labels, and searches on Enter', async () => {
    const server = postServer();
    await renderWithServices(<ResourcePage name="post" />, server.http);
    expect(await screen.findByText('董事长')).toBeTruthy();
    expect(await screen.findByText('高层')).toBeTruthy();
    expect(lastList(server.calls)?.query).toEqual({ current: '1', size: '10' });

    const search = screen.getByRole('search');
    const nameInput = within(search).getAllByRole('textbox')[0]!;
    fireEvent.change(nameInput, { target: { value: '经理' } });
    fireEvent.submit(search);
    await waitFor(() =>
      expect(lastList(server.calls)?.query).toMatchObject({ postName: '经理', current: '1' }),
    );
    await waitFor(() => expect(screen.queryByText('董事长')).toBeNull());
  });

  it('shows the declared messages in Chinese, then adds the record', async () => {
    const server = postServer();
    const { seen } = await renderWithServices(<ResourcePage name="post" />, server.http);
    // The category's dictionary is in: the form offers it as a select, not a typed value.
    await screen.findByText('高层');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await screen.findByRole('dialog');
    // jsdom never focuses the dialog, so Fluent's focus trap may mark it aria-hidden at any time;
    // the dialog is found regardless (the e2e suite checks the real one).
    const hidden = { hidden: true };
    const dialog = () => screen.getByRole('dialog', hidden);
    const [postName, sort] = within(dialog())
      .getAllByRole('textbox', hidden)
      .concat(within(dialog()).getAllByRole('spinbutton', hidden));
    fireEvent.blur(postName!);
    expect(await within(dialog()).findByText('请输入岗位名称')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存', ...hidden }));
    const messages = () =>
      within(dialog())
        .queryAllByRole('alert', hidden)
        .map((alert) => alert.textContent);
    await waitFor(() => expect(messages()).toEqual(['请选择岗位类型', '请输入岗位名称', '请输入岗位排序']));
    expect(server.calls.some((call) => call.path.endsWith('/submit'))).toBe(false);

    fireEvent.change(postName!, { target: { value: '助理' } });
    fireEvent.change(sort!, { target: { value: '3' } });
    fireEvent.click(within(dialog()).getByRole('combobox', hidden));
    fireEvent.click(await screen.findByRole('option', { name: '中层', ...hidden }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存', ...hidden }));
    await waitFor(() => expect(seen.successes).toEqual(['新增成功']));
    expect(server.calls.find((call) => call.path.endsWith('/submit'))?.body).toEqual({
      category: 2,
      postName: '助理',
      sort: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());
  });

  it('asks for a selection, then confirms before deleting the selected rows', async () => {
    const server = postServer();
    const { seen } = await renderWithServices(<ResourcePage name="post" />, server.http);
    await screen.findByText('董事长');
    const toolbar = screen.getByRole('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: '删除' }));
    expect(seen.errors).toEqual(['请选择至少一条数据']);

    await act(async () => {
      fireEvent.click(screen.getAllByRole('checkbox', { name: '选择此行' })[1]!);
    });
    fireEvent.click(within(toolbar).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(seen.successes).toEqual(['删除成功']));
    expect(seen.confirmations).toEqual(['确定将选择数据删除?']);
    expect(server.calls.find((call) => call.path.endsWith('/remove'))?.query).toEqual({ ids: '2' });
  });

  it('shows only the buttons the caller may use', async () => {
    const server = postServer();
    await renderWithServices(<ResourcePage name="post" />, server.http, {
      permissions: (code) => code === 'post_view',
    });
    await screen.findByText('董事长');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
  });
});
