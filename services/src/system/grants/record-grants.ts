import { z } from 'zod';
import { executeAllOrNothing } from '@platform/commands/all-or-nothing';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { Decider, DomainEvent } from '@platform/commands/decider';
import type { RequestContext } from '@platform/context/request-context';
import { idSchema } from '@platform/http/id-schemas';
import type { ReferenceChecks } from '@platform/references/reference-checks';
import type { Resource } from '@platform/resource-registry/define-resource';
import type { GrantLists, GrantState, GrantToRecord } from '@services/system/grants/record-grant.decider';

/** Empty lists are meaningful: they take every grant of that kind away. */
export const optionalIds = z
  .array(idSchema)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

/**
 * Replaces what each record grants (role/grant, topmenu/grant), all or nothing over the
 * records. Unknown menus and scopes are refused first; a refused record is named with its reason
 * ("角色不存在: 12, 13") and nothing changes. The answer waits for the read model, as every
 * write does.
 */
export async function grantToRecords<Lists extends GrantLists & { menuIds: readonly string[] }>(
  deps: { executor: CommandExecutor; references: ReferenceChecks },
  target: {
    resource: Resource;
    decider: Decider<GrantToRecord<Lists>, DomainEvent, GrantState<Lists>>;
    /** The read models of the grants, whose declared references the lists must satisfy. */
    grantTables: readonly string[];
  },
  ids: readonly string[],
  lists: Lists,
  context: RequestContext,
  at: Date,
): Promise<void> {
  for (const table of target.grantTables) await deps.references.assertExist(table, lists, context.tenantId);
  const targets = ids.map((id) => {
    const command: GrantToRecord<Lists> = {
      id,
      tenantId: context.tenantId,
      lists,
      userId: context.userId,
      at: at.toISOString(),
    };
    return { id, streamId: target.resource.streamId(id), command };
  });
  await executeAllOrNothing(deps.executor, target.decider, targets, context, at);
}
