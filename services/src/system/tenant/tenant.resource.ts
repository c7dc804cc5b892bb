import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * Tenants (blade-system/tenant) as records of the platform. Submitting one is served by
 * TenantController: a new tenant is provisioned with its administrator, role, root department
 * and menus (tenant-provisioning.ts).
 */
export const tenantResource = defineResource({
  name: 'tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  service: 'blade-system',
  path: 'tenant',
  table: 'blade_tenant',
  scope: 'platform',
  fields: {
    tenantId: field.code({
      label: { zh: '租户ID', en: 'Tenant id' },
      required: '请输入租户ID',
      maxLength: 12,
      filterable: true,
      sortable: true,
    }),
    tenantName: field.text({
      label: { zh: '租户名称', en: 'Tenant name' },
      required: '请输入租户名称',
      maxLength: 50,
      filterable: true,
      sortable: true,
    }),
    domain: field.text({ label: { zh: '域名地址', en: 'Domain' }, filterable: true }),
    backgroundUrl: field.text({ label: { zh: '系统背景', en: 'Background' }, maxLength: 1000 }),
    linkman: field.text({ label: { zh: '联系人', en: 'Contact' }, maxLength: 20, filterable: true }),
    contactNumber: field.text({ label: { zh: '联系电话', en: 'Contact number' }, maxLength: 20 }),
    address: field.text({ label: { zh: '联系地址', en: 'Address' } }),
    accountNumber: field.integer({
      label: { zh: '账号额度', en: 'Account quota' },
      required: '请输入账号额度',
    }),
    expireTime: field.datetime({ label: { zh: '过期时间', en: 'Expires' }, sortable: true }),
    packageId: field.reference({ label: { zh: '产品包', en: 'Package' } }),
    datasourceId: field.reference({ label: { zh: '数据源', en: 'Data source' } }),
    licenseKey: field.text({ label: { zh: '授权码', en: 'License key' }, maxLength: 1000 }),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  servedElsewhere: ['submit'],
  permissions: { view: 'tenant_view', add: 'tenant_add', edit: 'tenant_edit', remove: 'tenant_delete' },
  defaultSort: [{ field: 'tenantId', direction: 'asc' }],
});
