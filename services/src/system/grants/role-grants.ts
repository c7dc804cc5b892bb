import { z } from 'zod';
import { BulkRefusedError, type CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { BadRequestError } from '@platform/errors/app-errors';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import type { GrantsRepository } from '@services/system/grants/grants.repository';
import { type GrantRoleMenus, roleGrantDecider } from '@services/system/grants/role-grant.decider';
import { roleResource } from '@services/system/role.resource';

/** Empty lists are meaningful: they take every grant of that kind away. */
const optionalIds = z
  .array(idSchema)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

export const grantBodySchema = z.object({
  roleIds: idListSchema,
  menuIds: optionalIds,
  dataScopeIds: optionalIds,
  apiScopeIds: optionalIds,
});
export type GrantBody = z.output<typeof grantBodySchema>;

/**
 * role/grant: replaces what each role grants, all or nothing over the roles. A refused role is
 * named with its reason ("角色不存在: 12, 13") and nothing changes; the answer waits for the
 * read model, as every write does.
 */
export async function grantRoles(
  executor: CommandExecutor,
  grants: GrantsRepository,
  body: GrantBody,
  context: RequestContext,
  at: Date,
): Promise<void> {
  const missing = await grants.missingMenus(body.menuIds);
  if (missing.length > 0) throw new BadRequestError(`菜单不存在: ${missing.join(', ')}`);
  const lists = { menuIds: body.menuIds, dataScopeIds: body.dataScopeIds, apiScopeIds: body.apiScopeIds };
  const targets = body.roleIds.map((roleId) => {
    const command: GrantRoleMenus = {
      roleId,
      tenantId: context.tenantId,
      lists,
      userId: context.userId,
      at: at.toISOString(),
    };
    return { streamId: roleResource.streamId(roleId), command };
  });
  try {
    await executor.executeAll(roleGrantDecider, targets, eventMetadataFrom(context, at));
  } catch (error) {
    if (error instanceof BulkRefusedError) throw new BadRequestError(describeRefusals(error));
    throw error;
  }
}

function describeRefusals(error: BulkRefusedError): string {
  const prefix = roleResource.streamId('');
  const idsByReason = new Map<string, string[]>();
  for (const { streamId, error: reason } of error.refusals) {
    const message = reason instanceof Error ? reason.message : String(reason);
    idsByReason.set(message, [...(idsByReason.get(message) ?? []), streamId.slice(prefix.length)]);
  }
  return [...idsByReason].map(([reason, ids]) => `${reason}: ${ids.join(', ')}`).join('; ');
}
