import {
  platformTenantId,
  seedAdministrator,
  seedAdministratorRoleIds,
} from '@infra/seed/platform-tenant.seed';
import type { Clock } from '@platform/clock/clock';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { seedUser } from '@services/user/seed-user';
import { UserCommands } from '@services/user/user-commands';

/**
 * The platform's administrator (admin/admin), created once. Its roles are given only when the
 * account is created now: afterwards they are the administrators' to change, and a restart must
 * not undo that. Answers whether it was created now.
 */
export async function seedPlatformAdministrator(executor: CommandExecutor, clock: Clock): Promise<boolean> {
  const users = new UserCommands(executor);
  if (!(await seedUser(users, new PasswordHasher(), platformTenantId, seedAdministrator))) return false;
  const at = clock.now().toISOString();
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
  return true;
}
