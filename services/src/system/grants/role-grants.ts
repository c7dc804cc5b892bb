import { z } from 'zod';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { idListSchema } from '@platform/http/id-schemas';
import { grantToRecords, optionalIds } from '@services/system/grants/grant-records';
import type { GrantsRepository } from '@services/system/grants/grants.repository';
import { scopeCategory } from '@services/system/grants/scope-category';
import type { ScopesRepository } from '@services/system/grants/scopes.repository';
import { roleGrantDecider } from '@services/system/grants/role-grant.decider';
import { roleResource } from '@services/system/role.resource';

export const grantBodySchema = z.object({
  roleIds: idListSchema,
  menuIds: optionalIds,
  dataScopeIds: optionalIds,
  apiScopeIds: optionalIds,
});
export type GrantBody = z.output<typeof grantBodySchema>;

/** role/grant: replaces what each role grants, all or nothing over the roles. */
export async function grantRoles(
  executor: CommandExecutor,
  grants: GrantsRepository,
  scopes: ScopesRepository,
  body: GrantBody,
  context: RequestContext,
  at: Date,
): Promise<void> {
  const lists = { menuIds: body.menuIds, dataScopeIds: body.dataScopeIds, apiScopeIds: body.apiScopeIds };
  const missingData = await scopes.missingScopes(scopeCategory.data, lists.dataScopeIds);
  if (missingData.length > 0) throw new RefusedError(`数据权限不存在: ${missingData.join(', ')}`);
  const missingApi = await scopes.missingScopes(scopeCategory.api, lists.apiScopeIds);
  if (missingApi.length > 0) throw new RefusedError(`接口权限不存在: ${missingApi.join(', ')}`);
  const target = { resource: roleResource, decider: roleGrantDecider };
  await grantToRecords({ executor, grants }, target, body.roleIds, lists, context, at);
}
