import { platformTenantId, seedAuditorRole } from '@infra/seed/platform-tenant.seed';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { seedMetadata, seedRecords } from '@platform/runtime/seed-records';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleResource } from '@services/system/role/role.resource';

/** The 审计 module, its page and its view button: everything an auditor is granted. */
const auditMenuIds = seedMenus.filter((menu) => /^audit(_|$)/.test(menu.code)).map((menu) => menu.id);

/**
 * Seeds the platform's auditor role and, only when it is first created, grants it the audit
 * menu: an administrator who later changes what the auditor may see is not overruled at restart.
 * Answers how many records it created.
 */
export async function seedAuditorRoleOnce(executor: CommandExecutor, at = new Date()): Promise<number> {
  const created = await seedRecords(executor, roleResource, platformTenantId, [seedAuditorRole], at);
  if (created === 0) return 0;
  const time = at.toISOString();
  const command = {
    id: seedAuditorRole.id,
    tenantId: platformTenantId,
    lists: { menuIds: auditMenuIds, dataScopeIds: [], apiScopeIds: [] },
    userId: '0',
    at: time,
  };
  await executor.execute(
    roleGrantDecider,
    { streamId: roleResource.streamId(seedAuditorRole.id), command },
    seedMetadata(platformTenantId, 'auditor-grant', time),
  );
  return created;
}
