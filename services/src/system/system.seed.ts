import {
  platformTenantId,
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
import { holdSeededValues } from '@platform/runtime/seed-unique-holds';
import { clientResource } from '@services/system/client/client.resource';
import { deptResource } from '@services/system/dept/dept.resource';
import { dictResource } from '@services/system/dict/dict.resource';
import { menuResource } from '@services/system/menu/menu.resource';
import { paramResource } from '@services/system/param/param.resource';
import { postResource } from '@services/system/post/post.resource';
import { seedGrantedRolesOnce } from '@services/system/role/granted-roles.seed';
import { roleResource } from '@services/system/role/role.resource';
import { tenantResource } from '@services/system/tenant/tenant.resource';

/**
 * Gives tenant 000000 its starting records, and holds their unique values; safe to run at every
 * start. Answers how many records it created.
 */
export async function seedPlatformRecords(deps: {
  executor: CommandExecutor;
  store: EventStore;
}): Promise<number> {
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
  for (const [resource, records] of seeds) {
    created += await seedRecords(deps.executor, resource, platformTenantId, records);
    await holdSeededValues(
      deps,
      resource,
      platformTenantId,
      records.map((record) => record.id),
    );
  }
  return created + (await seedGrantedRolesOnce(deps.executor));
}
