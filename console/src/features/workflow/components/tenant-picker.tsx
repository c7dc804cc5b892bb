import { Dropdown, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { Page } from '@console/lib/resources/resource-records';

interface Tenant {
  tenantId: string;
  tenantName: string;
}

export interface TenantPickerProps {
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (tenantIds: string[]) => void;
}

/**
 * The tenants a deployment is shared with, among those the caller may list. A caller who may not
 * list tenants sees only the hint: the deployment is then their own tenant's.
 */
export function TenantPicker({ label, hint, value, onChange }: TenantPickerProps) {
  const { http } = useAppServices();
  const [tenants, setTenants] = useState<Tenant[]>([]);
  useEffect(() => {
    let current = true;
    http
      .get<Page<Tenant>>('/api/blade-system/tenant/list', { current: 1, size: 1000 }, { silent: true })
      .then(
        (page) => current && setTenants(page.records),
        () => undefined, // no right to list tenants: the caller's own tenant it is
      );
    return () => {
      current = false;
    };
  }, [http]);
  const names = new Map(tenants.map((tenant) => [tenant.tenantId, tenant.tenantName]));
  return (
    <Dropdown
      aria-label={label}
      multiselect
      placeholder={hint}
      disabled={tenants.length === 0}
      value={value.map((id) => names.get(id) ?? id).join(', ')}
      selectedOptions={[...value]}
      onOptionSelect={(_, data) => onChange(data.selectedOptions)}
    >
      {tenants.map((tenant) => (
        <Option key={tenant.tenantId} value={tenant.tenantId} text={tenant.tenantName}>
          {`${tenant.tenantName} (${tenant.tenantId})`}
        </Option>
      ))}
    </Dropdown>
  );
}
