import { z } from 'zod';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { idListSchema } from '@platform/http/id-schemas';
import { grantToRecords, optionalIds } from '@services/system/grants/grant-records';
import type { GrantsRepository } from '@services/system/grants/grants.repository';
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
  body: GrantBody,
  context: RequestContext,
  at: Date,
): Promise<void> {
  const lists = { menuIds: body.menuIds, dataScopeIds: body.dataScopeIds, apiScopeIds: body.apiScopeIds };
  const target = { resource: roleResource, decider: roleGrantDecider };
  await grantToRecords({ executor, grants }, target, body.roleIds, lists, context, at);
}
