import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { site } from '@console/config/site';
import { commonMessages } from '@console/app/common.i18n';
import { localStore } from '@console/lib/storage/local-store';
import { resourcesMessages } from '@console/features/resources/resources.i18n';
import { grantsMessages } from '@console/features/grants/grants.i18n';
import { dictMessages } from '@console/features/dict/dict.i18n';
import { usersMessages } from '@console/features/users/users.i18n';
import { systemMessages } from '@console/features/system/system.i18n';
import { sessionMessages } from '@console/features/session/session.i18n';
import { layoutMessages } from '@console/features/layout/layout.i18n';
import { errorsMessages } from '@console/features/errors/errors.i18n';
import { lockMessages } from '@console/features/lock/lock.i18n';
import { themeMessages } from '@console/features/theme/theme.i18n';
import { errorLogMessages } from '@console/features/error-log/error-log.i18n';
import { infoMessages } from '@console/features/info/info.i18n';
import { goodsMessages } from '@console/features/goods/goods.i18n';
import { merchantMessages } from '@console/features/merchant/merchant.i18n';
import { regionMessages } from '@console/features/region/region.i18n';
import { exportsMessages } from '@console/features/exports/exports.i18n';

/** Every feature's messages, one namespace each; features add themselves here. */
const namespaces = {
  common: commonMessages,
  session: sessionMessages,
  layout: layoutMessages,
  errors: errorsMessages,
  lock: lockMessages,
  theme: themeMessages,
  errorLog: errorLogMessages,
  info: infoMessages,
  resources: resourcesMessages,
  grants: grantsMessages,
  dict: dictMessages,
  users: usersMessages,
  system: systemMessages,
  goods: goodsMessages,
  merchant: merchantMessages,
  region: regionMessages,
  exports: exportsMessages,
};

type Namespaces = typeof namespaces;
type Language = 'zh' | 'en';
export const languages: readonly Language[] = ['zh', 'en'];

const resources = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(Object.entries(namespaces).map(([ns, messages]) => [ns, messages[language]])),
  ]),
);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { [N in keyof Namespaces]: Namespaces[N]['zh'] };
  }
}

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

export async function startI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: storedLanguage(),
    fallbackLng: 'zh',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18next;
}
