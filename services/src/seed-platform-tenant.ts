import {
  platformTenantId,
  seedAdministrator,
  seedAdministratorRoleIds,
  seedClients,
  seedDepts,
  seedDicts,
  seedParams,
  seedPosts,
  seedRoles,
  seedTenants,
} from '@infra/seed/platform-tenant.seed';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { EventStore } from '@platform/event-store/event-store.port';
import { seedRecords } from '@platform/runtime/seed-records';
import { PasswordHasher } from '@services/auth/passwords/password-hasher';
import { clientResource } from '@services/system/client.resource';
import { deptResource } from '@services/system/dept.resource';
import { dictResource } from '@services/system/dict.resource';
import { menuResource } from '@services/system/menu.resource';
import { paramResource } from '@services/system/param.resource';
import { postResource } from '@services/system/post.resource';
import { roleResource } from '@services/system/role.resource';
import { tenantResource } from '@services/system/tenant.resource';
import { chinaRegions } from '@services/system/region/china-division.source';
import { importRegions } from '@services/system/region/region-import';
import { seedUser } from '@services/user/seed-user';
import { UserCommands } from '@services/user/user-commands';

/** Gives tenant 000000 its starting records; safe to run at every start. */
export async function seedPlatformTenant(executor: CommandExecutor): Promise<number> {
  const seeds = [
    [tenantResource, seedTenants],
    [clientResource, seedClients],
    [paramResource, seedParams],
    [postResource, seedPosts],
    [deptResource, seedDepts],
    [dictResource, seedDicts],
    [roleResource, seedRoles],
    [menuResource, seedMenus],
  ] as const;
  let created = 0;
  for (const [resource, records] of seeds)
    created += await seedRecords(executor, resource, platformTenantId, records);
  const users = new UserCommands(executor);
  if (await seedUser(users, new PasswordHasher(), platformTenantId, seedAdministrator)) {
    created++;
    await grantAdministratorRoles(users);
  }
  return created;
}

/**
 * China's administrative divisions, down to streets and towns, imported once (region-import.ts);
 * a start that finds them imported costs one small read. Answers the regions imported now.
 */
export function seedRegions(deps: { executor: CommandExecutor; store: EventStore }): Promise<number> {
  return importRegions(deps, chinaRegions());
}

/**
 * Given only when the account is created now: afterwards its roles are the administrators' to
 * change, and a restart must not undo that.
 */
async function grantAdministratorRoles(users: UserCommands): Promise<void> {
  const at = new Date().toISOString();
  const command = {
    type: 'GrantRoles' as const,
    data: { roleIds: seedAdministratorRoleIds },
    metadata: { tenantId: platformTenantId, callerId: '0', at },
  };
  await users.run(seedAdministrator.id, command, {
    tenantId: platformTenantId,
    userId: '0',
    account: 'system',
    correlationId: 'seed-user',
    causationId: 'seed-user',
    occurredAt: at,
    clientIp: '127.0.0.1',
  });
}
