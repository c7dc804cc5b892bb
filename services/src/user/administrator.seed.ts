import {
  platformTenantId,
  seedAdministrator,
  seedAdministratorRoleIds,
} from '@infra/seed/platform-tenant.seed';
import type { Clock } from '@platform/clock/clock';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { EventStore } from '@platform/event-store/event-store.port';
import { seedingIn, seedUser } from '@services/user/seed-user';
import { runForEachUser } from '@services/user/user-batch';
import { userStreamId } from '@services/user/user.stream';

/**
 * The platform's administrator (admin/admin), created once. Its roles are given only when the
 * account is created now: afterwards they are the administrators' to change, and a restart must
 * not undo that. Answers whether it was created now.
 */
export async function seedPlatformAdministrator(
  executor: CommandExecutor,
  store: EventStore,
  clock: Clock,
): Promise<boolean> {
  // Every start but the first finds the account: one small read then spares it seedUser's argon2
  // hash (64 MiB, a good part of a second), which would only be refused as a conflict.
  if ((await store.readStream(userStreamId(seedAdministrator.id))).revision >= 0n) return false;
  if (!(await seedUser(executor, platformTenantId, seedAdministrator, clock.now()))) return false;
  const roles = { roleIds: seedAdministratorRoleIds };
  const seeding = seedingIn(platformTenantId);
  await runForEachUser(executor, [seedAdministrator.id], 'GrantRoles', roles, seeding, clock.now());
  return true;
}
