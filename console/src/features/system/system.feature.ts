import { resourcePage } from '@console/components/resource-screen/resource-page-loader';
import { systemMessages } from '@console/features/system/system.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** System management: tenants and their packages, regions, and the plain records of the registry. */
export const systemFeature = defineFeature({
  namespace: 'system',
  messages: systemMessages,
  menuPages: {
    '/system/dept': resourcePage('dept'),
    '/system/post': resourcePage('post'),
    '/system/menu': resourcePage('menu'),
    // A parameter is read for its value: the long text shows cut short, whole on hover.
    '/system/param': resourcePage('param', { columns: ['paramName', 'paramKey', 'paramValue', 'remark'] }),
    '/system/tenant': () =>
      import('@console/features/system/components/tenant-page').then((m) => m.TenantPage),
    '/system/client': resourcePage('client'),
    '/system/datascope': resourcePage('dataScope'),
    '/system/apiscope': resourcePage('apiScope'),
    '/system/region': () =>
      import('@console/features/system/components/region-page').then((m) => m.RegionPage),
    '/system/tenantpackage': () =>
      import('@console/features/system/components/tenant-package-page').then((m) => m.TenantPackagePage),
  },
});
