import { useSyncExternalStore } from 'react';
import { site } from '@console/config/site';
import { localStore } from '@console/lib/storage/local-store';
import {
  initialTabs,
  type Tab,
  type TabsEvent,
  tabsReducer,
  type TabsState,
} from '@console/lib/tabs/tabs.reducer';

/** The home tab's label is a message key, so that it follows the language. */
export const homeTab: Omit<Tab, 'close'> = { label: 'layout:home', value: site.homePath };

const reduce = tabsReducer(homeTab);
let state: TabsState = localStore.get<TabsState>('tabs') ?? initialTabs(homeTab);
const listeners = new Set<() => void>();

/** The opened tabs, kept across reloads; the session resets them at login and logout. */
export const tabsStore = {
  dispatch(event: TabsEvent): void {
    state = reduce(state, event);
    localStore.set('tabs', state);
    for (const listener of listeners) listener();
  },
  getSnapshot: (): TabsState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTabs(): TabsState {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.getSnapshot);
}
