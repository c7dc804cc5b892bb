/** A tab of opened pages (SPEC.md §3 Tag). */
export interface Tab {
  /** A message key for the fixed pages, the server's name for a menu's page. */
  label: string;
  /** The code of the menu whose page the tab shows, so that its label follows the language. */
  menuCode?: string;
  /** The page's path. */
  value: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  meta?: Record<string, unknown>;
  group?: string[];
  /** Whether the tab shows a close button; computed from the tab rules. */
  close: boolean;
}

export interface TabsState {
  tabs: Tab[];
  /** The value of the shown tab. */
  active: string;
}

export type TabsEvent =
  | { type: 'tab.open'; tab: Omit<Tab, 'close'> }
  | { type: 'tab.close'; value: string }
  /** Keeps home and the named tab (the one right-clicked), and shows it. */
  | { type: 'tab.closeOthers'; value: string }
  | { type: 'tab.closeAll' }
  /** Login and logout start over from the home tab. */
  | { type: 'tab.reset' };

export function initialTabs(home: Omit<Tab, 'close'>): TabsState {
  return { tabs: withCloseFlags([{ ...home, close: false }], home.value), active: home.value };
}

/**
 * The tab rules of SPEC.md §4: home first and never closable; an identical tab is not added
 * twice; a lone tab is not closable; closing the shown tab shows its left neighbour, or the first.
 */
export function tabsReducer(home: Omit<Tab, 'close'>) {
  return (state: TabsState, event: TabsEvent): TabsState => {
    switch (event.type) {
      case 'tab.open': {
        const known = state.tabs.some((tab) => sameTab(tab, event.tab));
        const tabs = known
          ? state.tabs.map((tab) => (sameTab(tab, event.tab) ? { ...tab, ...event.tab } : tab))
          : [...state.tabs, { ...event.tab, close: true }];
        return { tabs: withCloseFlags(tabs, home.value), active: event.tab.value };
      }
      case 'tab.close': {
        const index = state.tabs.findIndex((tab) => tab.value === event.value);
        if (index < 0 || !state.tabs[index].close) return state;
        const tabs = state.tabs.filter((_, position) => position !== index);
        const active = state.active === event.value ? (tabs[index - 1] ?? tabs[0]).value : state.active;
        return { tabs: withCloseFlags(tabs, home.value), active };
      }
      case 'tab.closeOthers': {
        if (!state.tabs.some((tab) => tab.value === event.value)) return state;
        const tabs = state.tabs.filter((tab) => tab.value === home.value || tab.value === event.value);
        return { tabs: withCloseFlags(tabs, home.value), active: event.value };
      }
      case 'tab.closeAll':
      case 'tab.reset':
        return initialTabs(home);
    }
  };
}

function sameTab(a: Omit<Tab, 'close'>, b: Omit<Tab, 'close'>): boolean {
  return a.value === b.value;
}

function withCloseFlags(tabs: Tab[], homeValue: string): Tab[] {
  const ordered = [
    ...tabs.filter((tab) => tab.value === homeValue),
    ...tabs.filter((tab) => tab.value !== homeValue),
  ];
  return ordered.map((tab) => ({ ...tab, close: ordered.length > 1 && tab.value !== homeValue }));
}
