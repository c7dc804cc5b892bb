import { useEffect, useState } from 'react';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { HttpClient } from '@console/lib/http/http-client';

/** An item of a system dictionary (GET blade-system/dict/dictionary?code=). */
export interface DictionaryItem {
  dictKey: string;
  dictValue: string;
}

/**
 * Items per client and code: every select box of a screen asks for the same few dictionaries,
 * and they change rarely enough that one answer per page load is fresh enough. Answers already
 * in are kept too, so that a box opened later shows its items from its first render.
 */
const cache = new WeakMap<HttpClient, Map<string, Promise<DictionaryItem[]>>>();
const answered = new WeakMap<HttpClient, Map<string, DictionaryItem[]>>();

export function loadDictionary(http: HttpClient, code: string): Promise<DictionaryItem[]> {
  let byCode = cache.get(http);
  if (!byCode) cache.set(http, (byCode = new Map()));
  let items = byCode.get(code);
  if (!items) {
    items = http.get<DictionaryItem[]>('/api/blade-system/dict/dictionary', { code }).then(
      (loaded) => {
        if (!answered.has(http)) answered.set(http, new Map());
        answered.get(http)!.set(code, loaded);
        return loaded;
      },
      (error: unknown) => {
        byCode.delete(code);
        throw error;
      },
    );
    byCode.set(code, items);
  }
  return items;
}

/** The items of a dictionary, empty until they arrive (or when code is null). */
export function useDictionary(code: string | null): DictionaryItem[] {
  const { http } = useAppServices();
  const [items, setItems] = useState<DictionaryItem[]>(() => (code && answered.get(http)?.get(code)) || []);
  useEffect(() => {
    if (!code) return;
    let current = true;
    loadDictionary(http, code).then(
      (loaded) => current && setItems(loaded),
      () => undefined, // the client has toasted the failure; the select stays empty
    );
    return () => {
      current = false;
    };
  }, [http, code]);
  return items;
}

/** The label of a stored value (numbers are stored, keys are strings). */
export function dictionaryLabel(items: readonly DictionaryItem[], value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return items.find((item) => item.dictKey === String(value))?.dictValue;
}
