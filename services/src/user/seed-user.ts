import { ConflictError } from '@platform/errors/domain-errors';
import type { PasswordHasher } from '@services/user/passwords/password-hasher';
import { webUserType } from '@services/user/user.commands';
import type { UserCommands } from '@services/user/user-commands';

export interface SeedUser {
  id: string;
  account: string;
  passwordMd5: string;
  name: string;
  realName: string;
  email: string | null;
  phone: string | null;
}

/** Creates a user unless it exists (or existed); answers whether it was created now. */
export async function seedUser(
  userCommands: UserCommands,
  hasher: PasswordHasher,
  tenantId: string,
  user: SeedUser,
  at = new Date(),
): Promise<boolean> {
  const time = at.toISOString();
  const command = {
    type: 'CreateUser' as const,
    data: {
      id: user.id,
      account: user.account,
      code: null,
      userType: webUserType,
      name: user.name,
      realName: user.realName,
      avatar: null,
      email: user.email,
      phone: user.phone,
      birthday: null,
      sex: null,
      roleIds: [],
      deptIds: [],
      postIds: [],
      passwordHash: await hasher.hashPassword(user.passwordMd5),
      status: 1,
      createDept: '0',
    },
    metadata: { tenantId, callerId: '0', at: time },
  };
  const metadata = {
    tenantId,
    userId: '0',
    account: 'system',
    correlationId: 'seed-user',
    causationId: 'seed-user',
    occurredAt: time,
    clientIp: '127.0.0.1',
  };
  try {
    await userCommands.run(user.id, command, metadata);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}
