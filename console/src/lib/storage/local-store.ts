import { site } from '@console/config/site';

/** Browser storage under the site key, as JSON (SPEC.md §3: stored keys are prefixed by a site key). */
export const localStore = {
  get<T>(name: string): T | undefined {
    const raw = window.localStorage.getItem(`${site.storageKey}-${name}`);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  },
  set(name: string, value: unknown): void {
    window.localStorage.setItem(`${site.storageKey}-${name}`, JSON.stringify(value));
  },
  remove(name: string): void {
    window.localStorage.removeItem(`${site.storageKey}-${name}`);
  },
};
