import {
  platformTenantId,
  seedAdministrator,
  seedAdministratorRoleIds,
} from '@infra/seed/platform-tenant.seed';
import type { Clock } from '@platform/clock/clock';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { seedingIn, seedUser } from '@services/user/seed-user';
import { runForEachUser } from '@services/user/user-batch';

/**
 * The platform's administrator (admin/admin), created once. Its roles are given only when the
 * account is created now: afterwards they are the administrators' to change, and a restart must
 * not undo that. Answers whether it was created now.
 */
export async function seedPlatformAdministrator(executor: CommandExecutor, clock: Clock): Promise<boolean> {
  if (!(await seedUser(executor, platformTenantId, seedAdministrator, clock.now()))) return false;
  const roles = { roleIds: seedAdministratorRoleIds };
  const seeding = seedingIn(platformTenantId);
  await runForEachUser(executor, [seedAdministrator.id], 'GrantRoles', roles, seeding, clock.now());
  return true;
}
