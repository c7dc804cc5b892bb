import { useSyncExternalStore } from 'react';
import { site } from '@console/config/site';
import { isHexColour } from '@console/features/theme/brand-theme';
import { localStore } from '@console/lib/storage/local-store';

const stored = localStore.get<string>('themeColour');
let colour: string = stored && isHexColour(stored) ? stored : site.defaultThemeColour;
const listeners = new Set<() => void>();

/** The chosen theme colour (SPEC.md §1, §9: default #409EFF), remembered in the browser. */
export const themeStore = {
  set(next: string): void {
    if (!isHexColour(next)) return;
    colour = next;
    localStore.set('themeColour', next);
    for (const listener of listeners) listener();
  },
  get: (): string => colour,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useThemeColour(): string {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get);
}
