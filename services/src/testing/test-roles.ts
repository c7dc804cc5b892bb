import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import type { Page } from '@platform/http/paging';
import type { Answer, Row } from '@services/testing/tenant-caller';

type Call = <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<Answer<T>>;

/** Creates a role of the caller's tenant through the API, named and aliased `roleName`; answers its id. */
export async function createRole(call: Call, roleName: string): Promise<string> {
  await call('POST', '/api/blade-system/role/submit', {
    parentId: '0',
    roleName,
    roleAlias: roleName,
    sort: 1,
  });
  const roles = await call<Page<Row>>('GET', `/api/blade-system/role/list?roleName=${roleName}`);
  return roles.data.records[0]!.id;
}

/**
 * A role of the caller's tenant granted exactly the seeded menus and buttons whose codes are
 * given ('bank_verify', 'bank_verify_view'); answers its id.
 */
export async function roleGranted(
  call: Call,
  roleName: string,
  menuCodes: readonly string[],
): Promise<string> {
  const roleId = await createRole(call, roleName);
  const menuIds = menuCodes.map((code) => seedMenus.find((menu) => menu.code === code)!.id);
  const granted = await call('POST', '/api/blade-system/role/grant', {
    roleIds: [roleId],
    menuIds,
    dataScopeIds: [],
    apiScopeIds: [],
  });
  expect(granted.code).toBe(200);
  return roleId;
}

/** Calls as user 77 (or `userId`) of `tenant` holding only `roleId`, answering the envelope whatever its code. */
export async function callAsRole<T>(
  app: NestFastifyApplication,
  { tenant, roleId, userId = '77' }: { tenant: string; roleId: string; userId?: string },
  method: 'GET' | 'POST',
  url: string,
  body?: object,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    headers: { 'x-test-tenant': tenant, 'x-test-user': userId, 'x-test-roles': roleId },
    ...(body ? { payload: body } : {}),
  });
  return response.json<Answer<T>>();
}
