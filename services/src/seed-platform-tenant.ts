import {
  platformTenantId,
  seedAdministrator,
  seedClients,
  seedDepts,
  seedDicts,
  seedParams,
  seedPosts,
  seedTenants,
} from '@infra/seed/platform-tenant.seed';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { seedRecords } from '@platform/runtime/seed-records';
import { PasswordHasher } from '@services/auth/passwords/password-hasher';
import { clientResource } from '@services/system/client.resource';
import { deptResource } from '@services/system/dept.resource';
import { dictResource } from '@services/system/dict.resource';
import { paramResource } from '@services/system/param.resource';
import { postResource } from '@services/system/post.resource';
import { tenantResource } from '@services/system/tenant.resource';
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
  ] as const;
  let created = 0;
  for (const [resource, records] of seeds)
    created += await seedRecords(executor, resource, platformTenantId, records);
  const users = new UserCommands(executor);
  if (await seedUser(users, new PasswordHasher(), platformTenantId, seedAdministrator)) created++;
  return created;
}
