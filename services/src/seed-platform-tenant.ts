import { platformTenantId, seedParams, seedPosts } from '@infra/seed/platform-tenant.seed';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { seedRecords } from '@platform/runtime/seed-records';
import { paramResource } from '@services/system/param.resource';
import { postResource } from '@services/system/post.resource';

/** Gives tenant 000000 its starting records; safe to run at every start. */
export async function seedPlatformTenant(executor: CommandExecutor): Promise<number> {
  return (
    (await seedRecords(executor, paramResource, platformTenantId, seedParams)) +
    (await seedRecords(executor, postResource, platformTenantId, seedPosts))
  );
}
