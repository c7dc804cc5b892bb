import { ResourcePage } from '@console/features/resources/components/resource-page';
import { recordsAsNodes, remotePicker } from '@console/features/resources/components/remote-picker';
import type { ScreenOptions } from '@console/features/resources/components/screen-options';

/** Tenants (/system/tenant): the generic screen, the package chosen by name rather than typed as an id. */
const options: ScreenOptions = {
  columns: ['tenantId', 'tenantName', 'linkman', 'contactNumber', 'accountNumber', 'expireTime'],
  editors: {
    packageId: remotePicker('/api/blade-system/tenant-package/select', {
      toNodes: recordsAsNodes('packageName'),
    }),
  },
};

export function TenantPage() {
  return <ResourcePage name="tenant" options={options} />;
}
