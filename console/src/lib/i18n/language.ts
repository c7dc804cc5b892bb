import i18next from 'i18next';
import { site } from '@console/config/site';
import { localStore } from '@console/lib/storage/local-store';

export type Language = 'zh' | 'en';
export const languages: readonly Language[] = ['zh', 'en'];

/** The language chosen last time, or the site's default. */
export function storedLanguage(): Language {
  const stored = localStore.get<string>('language');
  return stored === 'en' || stored === 'zh' ? stored : site.defaultLanguage;
}

/** Switch the language and remember the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  localStore.set('language', language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(language);
}
