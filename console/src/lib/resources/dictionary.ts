import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { HttpClient } from '@console/lib/http/http-client';
import { englishDictionaryValues } from '@console/lib/resources/dictionary-names.i18n';

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

/**
 * The items as a language shows them: English names a seeded item by its dictionary and key; an
 * item the seeds don't know keeps the server's value in every language. hasOwn, so that a key such
 * as `constructor` is not mistaken for a translation.
 */
export function dictionaryInLanguage(
  code: string,
  items: readonly DictionaryItem[],
  language: string,
): DictionaryItem[] {
  const english = language.startsWith('en') && Object.hasOwn(englishDictionaryValues, code);
  if (!english) return [...items];
  const names = englishDictionaryValues[code];
  return items.map((item) =>
    Object.hasOwn(names, item.dictKey) ? { ...item, dictValue: names[item.dictKey] } : item,
  );
}

/** The items of a dictionary in the shown language, empty until they arrive (or when code is null). */
export function useDictionary(code: string | null): DictionaryItem[] {
  const { i18n } = useTranslation();
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
  return useMemo(
    () => (code ? dictionaryInLanguage(code, items, i18n.language) : items),
    [code, items, i18n.language],
  );
}

/** The label of a stored value (numbers are stored, keys are strings). */
export function dictionaryLabel(items: readonly DictionaryItem[], value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return items.find((item) => item.dictKey === String(value))?.dictValue;
}
