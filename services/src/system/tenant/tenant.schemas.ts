import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { requiredText } from '@platform/http/text-schemas';
import { tenantResource } from '@services/system/tenant/tenant.resource';

const fields = tenantResource.fields;
/** A tenant's number is at most 12 characters (its column is varchar(12)). */
const tenantNumber = requiredText('请输入租户ID', '租户ID', 12);
/** Blank clears the reference, as the console sends "" for an emptied select box. */
const optionalId = z
  .preprocess((value) => (value === '' ? null : value), idSchema.nullish())
  .transform((id) => id ?? null);

/** tenant/submit: the record's fields, with its id when it is an update. */
export const tenantForm = z.object({
  id: idSchema.optional(),
  ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])),
});
export type TenantForm = z.output<typeof tenantForm>;

/** tenant/setting: the account quota and expiry of several tenants. */
export const settingQuery = z.object({
  ids: idListSchema,
  accountNumber: fields.accountNumber!.schema,
  expireTime: fields.expireTime!.schema,
});
export type SettingQuery = z.output<typeof settingQuery>;

/** tenant/datasource: the data source of the tenant with this number. */
export const datasourceQuery = z.object({ tenantId: tenantNumber, datasourceId: optionalId });
export type DatasourceQuery = z.output<typeof datasourceQuery>;

/** tenant/package-setting: the package of the tenant with this number. */
export const packageQuery = z.object({ tenantId: tenantNumber, packageId: optionalId });
export type PackageQuery = z.output<typeof packageQuery>;

/** tenant/package-detail. */
export const tenantNumberQuery = z.object({ tenantId: tenantNumber });
export type TenantNumberQuery = z.output<typeof tenantNumberQuery>;

/** tenant/info: anything but one domain names no tenant. */
export const domainQuery = z.object({ domain: z.string().max(255).optional().catch(undefined) });
export type DomainQuery = z.output<typeof domainQuery>;
