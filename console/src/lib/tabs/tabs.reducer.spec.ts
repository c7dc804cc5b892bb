import { initialTabs, type TabsState, tabsReducer } from '@console/lib/tabs/tabs.reducer';

const home = { label: 'layout:home', value: '/wel/index' };
const reduce = tabsReducer(home);
const page = (value: string) => ({ label: value, value });

function opened(...values: string[]): TabsState {
  return values.reduce(
    (state, value) => reduce(state, { type: 'tab.open', tab: page(value) }),
    initialTabs(home),
  );
}

const summary = (state: TabsState) => ({
  tabs: state.tabs.map((tab) => `${tab.value}${tab.close ? '' : ' (fixed)'}`),
  active: state.active,
});

describe('the tab rules of SPEC §4', () => {
  it('starts with home alone, not closable', () => {
    expect(summary(initialTabs(home))).toEqual({ tabs: ['/wel/index (fixed)'], active: '/wel/index' });
  });

  it('opens pages after home, each closable, and shows the last opened', () => {
    expect(summary(opened('/a/index', '/b/index'))).toEqual({
      tabs: ['/wel/index (fixed)', '/a/index', '/b/index'],
      active: '/b/index',
    });
  });

  it('does not duplicate an identical tab, it selects it', () => {
    const state = reduce(opened('/a/index', '/b/index'), { type: 'tab.open', tab: page('/a/index') });
    expect(summary(state)).toEqual({
      tabs: ['/wel/index (fixed)', '/a/index', '/b/index'],
      active: '/a/index',
    });
  });

  it('closing the shown tab shows its left neighbour', () => {
    const state = reduce(opened('/a/index', '/b/index'), { type: 'tab.close', value: '/b/index' });
    expect(summary(state)).toEqual({ tabs: ['/wel/index (fixed)', '/a/index'], active: '/a/index' });
  });

  it('closing another tab keeps the shown one', () => {
    const state = reduce(opened('/a/index', '/b/index'), { type: 'tab.close', value: '/a/index' });
    expect(summary(state)).toEqual({ tabs: ['/wel/index (fixed)', '/b/index'], active: '/b/index' });
  });

  it('never closes home, and a lone tab is not closable', () => {
    const state = opened('/a/index');
    expect(reduce(state, { type: 'tab.close', value: '/wel/index' })).toBe(state);
    const lone = reduce(state, { type: 'tab.close', value: '/a/index' });
    expect(summary(lone)).toEqual({ tabs: ['/wel/index (fixed)'], active: '/wel/index' });
  });

  it('close others keeps home and the named tab, and shows it', () => {
    const state = opened('/a/index', '/b/index', '/c/index');
    expect(summary(reduce(state, { type: 'tab.closeOthers', value: '/b/index' }))).toEqual({
      tabs: ['/wel/index (fixed)', '/b/index'],
      active: '/b/index',
    });
  });

  it('close others on home keeps home alone', () => {
    const state = reduce(opened('/a/index'), { type: 'tab.closeOthers', value: '/wel/index' });
    expect(summary(state)).toEqual({ tabs: ['/wel/index (fixed)'], active: '/wel/index' });
  });

  it('close others on a tab that is no longer open changes nothing', () => {
    const state = opened('/a/index');
    expect(reduce(state, { type: 'tab.closeOthers', value: '/gone/index' })).toBe(state);
  });

  it('close all and reset return to home', () => {
    for (const type of ['tab.closeAll', 'tab.reset'] as const) {
      expect(summary(reduce(opened('/a/index'), { type }))).toEqual({
        tabs: ['/wel/index (fixed)'],
        active: '/wel/index',
      });
    }
  });
});
