import type { Tab, TabsState } from '@console/lib/tabs/tabs.reducer';

/** The address that shows a tab's page: its path with the query it was opened with. */
export function tabLocation(tab: Pick<Tab, 'value' | 'query'>): string {
  const query = new URLSearchParams(tab.query ?? {}).toString();
  return query ? `${tab.value}?${query}` : tab.value;
}

/** The address of the shown tab, where the console returns to after leaving the layout (the lock). */
export function shownTabLocation({ tabs, active }: TabsState): string {
  const shown = tabs.find((tab) => tab.value === active);
  return shown ? tabLocation(shown) : active;
}

/**
 * Where the console goes to show `to`: a page already opened, as it was left (its query, such as
 * the tab it shows, kept), for opening a page it holds does not open it anew (SPEC.md §4); else `to`.
 */
export function reopenedLocation({ tabs }: TabsState, to: string): string {
  const opened = tabs.find((tab) => tab.value === to);
  return opened ? tabLocation(opened) : to;
}
