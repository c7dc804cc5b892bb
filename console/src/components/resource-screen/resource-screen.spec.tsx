/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TagRegular } from '@fluentui/react-icons';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import { fakeServer, type FakeCall, pageOf } from '@console/testing/fake-server';
import { postCategories, postMetadata } from '@console/components/resource-screen/testing/post-fixture';
import { renderWithServices } from '@console/testing/render-with-services';

/** Twelve posts, alternately of category 1 and 2. */
const posts = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  category: (index % 2) + 1,
  postName: `岗位${index + 1}`,
  sort: index + 1,
}));

function postServer() {
  return fakeServer({
    'GET /api/blade-system/dict/dictionary': () => postCategories,
    'GET /api/blade-system/post/list': (call: FakeCall) =>
      pageOf(
        posts.filter((post) => !call.query.category || String(post.category) === call.query.category),
        call,
      ),
  });
}

const listQueries = (calls: FakeCall[]) =>
  calls.filter((call) => call.path.endsWith('/post/list')).map((call) => call.query);

const inCategory = (category: string) => (
  <ResourceScreen metadata={postMetadata} options={{ fixedQuery: { category } }} />
);

describe('the resource screen', () => {
  it('pages through the list, and reads page one again in another page size', async () => {
    const server = postServer();
    await renderWithServices(<ResourceScreen metadata={postMetadata} />, server.http);
    expect(await screen.findByText('岗位1')).toBeTruthy();
    expect(screen.getByText('共 12 条')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('岗位11')).toBeTruthy();
    expect(screen.queryByText('岗位1')).toBeNull();
    expect(listQueries(server.calls).at(-1)).toEqual({ current: '2', size: '10' });

    fireEvent.click(screen.getByRole('combobox', { name: '10条/页' }));
    fireEvent.click(await screen.findByRole('option', { name: '30条/页' }));
    expect(await screen.findByText('岗位1')).toBeTruthy();
    expect(listQueries(server.calls).at(-1)).toEqual({ current: '1', size: '30' });
  });

  it('reads the list again whenever its fixed query changes, back to an earlier one too', async () => {
    const server = postServer();
    const { rerender } = await renderWithServices(inCategory('1'), server.http);
    expect(await screen.findByText('岗位1')).toBeTruthy();

    rerender(inCategory('2'));
    expect(await screen.findByText('岗位2')).toBeTruthy();
    expect(screen.queryByText('岗位1')).toBeNull();

    rerender(inCategory('1'));
    expect(await screen.findByText('岗位1')).toBeTruthy();
    expect(screen.queryByText('岗位2')).toBeNull();
    await waitFor(() =>
      expect(listQueries(server.calls).map((query) => query.category)).toEqual(['1', '2', '1']),
    );
  });

  it('opens a row’s history on the audit page for a caller holding the audit code', async () => {
    const server = postServer();
    const asAggregate = { ...postMetadata, aggregateType: 'post' };
    const { seen } = await renderWithServices(<ResourceScreen metadata={asAggregate} />, server.http);
    expect(await screen.findByText('岗位1')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '历史' })[0]!);
    expect(seen.opened).toEqual(['/audit/explorer/index?type=post&id=1']);
  });

  it('offers no history without the audit code, nor for rows that are no aggregate’s records', async () => {
    const withoutCode = await renderWithServices(
      <ResourceScreen metadata={{ ...postMetadata, aggregateType: 'post' }} />,
      postServer().http,
      { permissions: (code) => code !== 'audit_explorer_view' },
    );
    expect(await screen.findByText('岗位1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '历史' })).toBeNull();
    withoutCode.unmount();

    await renderWithServices(<ResourceScreen metadata={postMetadata} />, postServer().http);
    expect(await screen.findByText('岗位1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '历史' })).toBeNull();
  });

  it('runs a row’s own button without selecting the row, as its built-in buttons do', async () => {
    const pressed: string[] = [];
    const withButton = (
      <ResourceScreen
        metadata={postMetadata}
        options={{
          rowButtons: (record) => (
            <RowButton label="标记" icon={<TagRegular />} onClick={() => pressed.push(String(record.id))} />
          ),
        }}
      />
    );
    await renderWithServices(withButton, postServer().http);
    expect(await screen.findByText('岗位1')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '标记' })[0]!);
    expect(pressed).toEqual(['1']);
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true')).toEqual(
      [],
    );
    // A click on the row itself still selects it: the button is what keeps its click.
    fireEvent.click(screen.getByText('岗位2'));
    expect(
      screen.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
  });
});
