import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonMessages } from '@console/app/common.i18n';
import { features } from '@console/app/features';
import { exportsMessages } from '@console/components/export-button/exports.i18n';
import { layoutMessages } from '@console/components/layout/layout.i18n';
import { recordHistoryMessages } from '@console/components/record-history/record-history.i18n';
import { regionMessages } from '@console/components/region-cascader/region.i18n';
import { resourcesMessages } from '@console/components/resource-screen/resources.i18n';
import { languages, storedLanguage } from '@console/lib/i18n/language';

/** The messages of the shared building blocks, one namespace each. */
const sharedNamespaces = {
  common: commonMessages,
  layout: layoutMessages,
  resources: resourcesMessages,
  exports: exportsMessages,
  region: regionMessages,
  recordHistory: recordHistoryMessages,
};

type Feature = (typeof features)[number];
type FeatureNamespaces = { [F in Feature as F['namespace']]: F['messages'] };

/** Every feature's messages under the namespace its manifest names. */
const featureNamespaces = Object.fromEntries(
  features.map((feature) => [feature.namespace, feature.messages]),
) as FeatureNamespaces;

const namespaces = { ...sharedNamespaces, ...featureNamespaces };
type Namespaces = typeof namespaces;

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
