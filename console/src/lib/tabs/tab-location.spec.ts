import { reopenedLocation, shownTabLocation, tabLocation } from '@console/lib/tabs/tab-location';
import { initialTabs, tabsReducer } from '@console/lib/tabs/tabs.reducer';

const home = { label: 'layout:home', value: '/wel/index' };
const reduce = tabsReducer(home);

describe('where a tab is shown', () => {
  it('is its path, with the query it was opened with', () => {
    expect(tabLocation({ value: '/system/param/index' })).toBe('/system/param/index');
    expect(
      tabLocation({ value: '/myiframe/urlPath', query: { src: 'https://a.b/c?d=1', name: '报表' } }),
    ).toBe('/myiframe/urlPath?src=https%3A%2F%2Fa.b%2Fc%3Fd%3D1&name=%E6%8A%A5%E8%A1%A8');
  });

  it('is the shown tab for the lock screen to return to, not home', () => {
    const state = [
      { label: 'params', value: '/system/param/index', query: { paramName: 'x' } },
      { label: 'posts', value: '/system/post/index' },
      { label: 'params', value: '/system/param/index', query: { paramName: 'x' } },
    ].reduce((tabs, tab) => reduce(tabs, { type: 'tab.open', tab }), initialTabs(home));
    expect(shownTabLocation(state)).toBe('/system/param/index?paramName=x');
    expect(shownTabLocation(initialTabs(home))).toBe('/wel/index');
  });
});

describe('where opening a page goes', () => {
  const opened = [
    { label: 'abnormal', value: '/prepaid/abnormal-order/index', query: { tab: 'refused' } },
    { label: 'posts', value: '/system/post/index' },
  ].reduce((tabs, tab) => reduce(tabs, { type: 'tab.open', tab }), initialTabs(home));

  it('is an opened page as it was left', () => {
    expect(reopenedLocation(opened, '/prepaid/abnormal-order/index')).toBe(
      '/prepaid/abnormal-order/index?tab=refused',
    );
    expect(reopenedLocation(opened, '/system/post/index')).toBe('/system/post/index');
  });

  it('is the page itself when it is not open', () => {
    expect(reopenedLocation(opened, '/system/param/index')).toBe('/system/param/index');
  });
});
