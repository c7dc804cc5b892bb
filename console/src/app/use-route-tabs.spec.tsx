/** @jest-environment jsdom */
import '@console/testing/jsdom-text-encoder';
import '@console/testing/jsdom-resize-observer';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage } from '@console/lib/i18n/language';
import { useRouteTabs } from '@console/app/use-route-tabs';
import { TabBar } from '@console/components/layout/tab-bar';
import { addedMenu, goodsMouldsMenu, prepaidMenu } from '@console/testing/menu-fixture';
import { fakeServer } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';
import type { MenuNode } from '@console/lib/session/session.types';
import { tabsStore, useTabs } from '@console/lib/tabs/tabs-store';

function OpenedTabs() {
  const { labelOf } = useRouteTabs(prepaidMenu);
  const ignored = () => undefined;
  return (
    <TabBar
      state={useTabs()}
      labelOf={labelOf}
      onSelect={ignored}
      onClose={ignored}
      onCloseOthers={ignored}
      onCloseAll={ignored}
      onClearCache={ignored}
    />
  );
}

/** Opens a path, after the tabs opened before: the store keeps them, as across visits. */
const visitPath = (path: string) =>
  renderWithServices(
    <MemoryRouter initialEntries={[path]}>
      <OpenedTabs />
    </MemoryRouter>,
    fakeServer({}).http,
  );
const visit = (menu: MenuNode) => visitPath(`${menu.path}/index`);

async function openBoth() {
  (await visit(addedMenu)).unmount();
  await visit(goodsMouldsMenu);
}

function expectTabs(...names: string[]) {
  expect(screen.getAllByRole('tab')).toHaveLength(names.length);
  for (const name of names) screen.getByRole('tab', { name });
}

beforeEach(() => tabsStore.dispatch({ type: 'tab.reset' }));
afterEach(() => act(() => changeLanguage('zh')));

describe('the tabs of menu pages', () => {
  it('are named by the server in Chinese, and so is the document', async () => {
    await openBoth();
    expectTabs('首页', '自建报表', '商品模板');
    expect(document.title).toBe('商品模板 - 预付管家');
  });

  it('are not opened for a path that no menu names', async () => {
    (await visit(addedMenu)).unmount();
    await visitPath('/prepaid/nothing-here/index');
    expectTabs('首页', '自建报表');
  });

  it('are renamed in English once opened, except a menu the seeds do not know', async () => {
    await openBoth();
    await act(() => changeLanguage('en'));
    expectTabs('Home', '自建报表', 'Goods moulds');
    expect(document.title).toBe('Goods moulds - Prepaid Steward');
  });
});
