/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@console/lib/i18n/language';
import { Sidebar } from '@console/components/layout/sidebar';
import { prepaidMenu } from '@console/testing/menu-fixture';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';

const renderSidebar = () =>
  renderWithServices(
    <Sidebar
      menu={prepaidMenu}
      collapsed={false}
      floating={false}
      currentPath={undefined}
      onOpen={() => undefined}
      onExpand={() => undefined}
    />,
    fakeServer({}).http,
  );

/** A branch's accessible name runs on into its children's, so the module is matched by its start. */
function expectShown(module: string, pages: string[]) {
  screen.getByRole('treeitem', { name: new RegExp(`^${module} `) });
  for (const page of pages) screen.getByRole('treeitem', { name: page });
}

afterEach(() => act(() => changeLanguage('zh')));

describe('the names in the menu tree', () => {
  it('are the server names in Chinese', async () => {
    await renderSidebar();
    expectShown('预付业务', ['商品模板', '自建报表']);
  });

  it('turn English with the language, except a menu the seeds do not know', async () => {
    await renderSidebar();
    await act(() => changeLanguage('en'));
    expectShown('Prepaid business', ['Goods moulds', '自建报表']);
    expect(screen.queryByRole('treeitem', { name: '商品模板' })).toBeNull();
  });
});
