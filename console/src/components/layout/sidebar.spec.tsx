/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@console/lib/i18n/language';
import { Sidebar } from '@console/components/layout/sidebar';
import { prepaidMenu } from '@console/testing/menu-fixture';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import type { MenuNode } from '@console/lib/session/session.types';

const sidebarWith = (menu: MenuNode[]) => (
  <Sidebar
    menu={menu}
    collapsed={false}
    floating={false}
    currentPath={undefined}
    onOpen={() => undefined}
    onExpand={() => undefined}
  />
);

const renderSidebar = () => renderWithServices(sidebarWith(prepaidMenu), fakeServer({}).http);

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

describe('the groups of the menu tree', () => {
  const group = () => screen.getByRole('treeitem', { name: /^预付业务/ });

  it('are open when the menu arrives after the tree is shown (a deep link right after login)', async () => {
    const { rerender } = await renderWithServices(sidebarWith([]), fakeServer({}).http);
    rerender(sidebarWith(prepaidMenu));
    expect(group().getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('treeitem', { name: '商品模板' });
  });

  it('stay as the operator left them', async () => {
    await renderWithServices(sidebarWith(prepaidMenu), fakeServer({}).http);
    fireEvent.click(screen.getByText('预付业务'));
    expect(group().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByText('预付业务'));
    expect(group().getAttribute('aria-expanded')).toBe('true');
  });
});
