import { platformTenantId, seedAuditorRole, seedLeaveRoles } from '@infra/seed/platform-tenant.seed';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { seedMetadata, seedRecords } from '@platform/runtime/seed-records';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleResource } from '@services/system/role/role.resource';

type SeededRole = (typeof seedLeaveRoles)[number];

/**
 * The platform's roles that start with menus, each with the codes of those menus: the auditor
 * reads every tenant's history and nothing else (the 审计 module, its page and its view and export
 * buttons); the leave process's department head and HR sign and handle its tasks (我的事务).
 */
const grantedRoles: ReadonlyArray<{ role: SeededRole; menus: RegExp }> = [
  { role: seedAuditorRole, menus: /^audit(_|$)/ },
  ...seedLeaveRoles.map((role) => ({ role, menus: /^work(_|$)/ })),
];

/**
 * Seeds those roles and grants each its menus only when it is first created: an administrator
 * who later changes what a role may see is not overruled at restart. Answers how many roles it
 * created.
 */
export async function seedGrantedRolesOnce(executor: CommandExecutor, at = new Date()): Promise<number> {
  let created = 0;
  for (const { role, menus } of grantedRoles) {
    if ((await seedRecords(executor, roleResource, platformTenantId, [role], at)) === 0) continue;
    created += 1;
    const time = at.toISOString();
    const menuIds = seedMenus.filter((menu) => menus.test(menu.code)).map((menu) => menu.id);
    const command = {
      id: role.id,
      tenantId: platformTenantId,
      lists: { menuIds, dataScopeIds: [], apiScopeIds: [] },
      userId: '0',
      at: time,
    };
    await executor.execute(
      roleGrantDecider,
      { streamId: roleResource.streamId(role.id), command },
      seedMetadata(platformTenantId, `${role.roleAlias}-grant`, time),
    );
  }
  return created;
}
