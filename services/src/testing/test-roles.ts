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
