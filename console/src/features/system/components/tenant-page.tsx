import { recordsAsNodes, remotePicker } from '@console/components/field-editors/remote-picker';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';

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
