import { developMessages } from '@console/features/develop/develop.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Development tools: data sources with a connection test, data models and the code generator. */
export const developFeature = defineFeature({
  namespace: 'develop',
  messages: developMessages,
  menuPages: {
    '/develop/datasource': () =>
      import('@console/features/develop/components/datasource-page').then((m) => m.DatasourcePage),
    '/develop/model': () =>
      import('@console/features/develop/components/model-page').then((m) => m.ModelPage),
    '/develop/code': () => import('@console/features/develop/components/code-page').then((m) => m.CodePage),
  },
});
