import type { Runtime } from '@platform/runtime/runtime-services';
import { seedRecords } from '@platform/runtime/seed-records';
import { merchantCategoryResource } from '@services/merchant/category/merchant-category.resource';
import { deptResource } from '@services/system/dept/dept.resource';
import { roleResource } from '@services/system/role/role.resource';

/** A merchant of a tenant, with the category, bank and tag it names. */
export { createMerchant } from '@services/merchant/testing/merchant-test-data';

/**
 * Merchant categories of `tenantId` with the given ids, for tests of records that name them by
 * a known id (goods, moulds, audit configurations): a write naming a category that does not
 * exist is refused.
 */
export async function seedCategories(runtime: Runtime, tenantId: string, ids: readonly string[]) {
  const records = ids.map((id) => ({
    id,
    parentId: '0',
    industryCategory: `类别${id}`,
    categoryCode: null,
    sort: 1,
    remark: null,
  }));
  await seedRecords(runtime.executor, merchantCategoryResource, tenantId, records);
}

/** Roles and departments of `tenantId` with the given ids, for tests of users that hold them. */
export async function seedRolesAndDepts(
  runtime: Runtime,
  tenantId: string,
  ids: { roles: readonly string[]; depts: readonly string[] },
) {
  const roles = ids.roles.map((id) => ({
    id,
    parentId: '0',
    roleName: `角色${id}`,
    roleAlias: `role${id}`,
    sort: 1,
  }));
  const depts = ids.depts.map((id) => ({
    id,
    parentId: '0',
    deptName: `部门${id}`,
    fullName: `部门${id}`,
    deptCategory: 1,
    sort: 1,
    remark: null,
  }));
  await seedRecords(runtime.executor, roleResource, tenantId, roles);
  await seedRecords(runtime.executor, deptResource, tenantId, depts);
}
