import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { ConflictError } from '@platform/errors/domain-errors';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { runForEachUser } from '@services/user/user-batch';
import { webUserType } from '@services/user/user.commands';

export interface SeedUser {
  id: string;
  account: string;
  passwordMd5: string;
  name: string;
  realName: string;
  email: string | null;
  phone: string | null;
}

/** Seeds act as the system (user 0) of the tenant they seed. */
export function seedingIn(tenantId: string): RequestContext {
  return {
    requestId: 'seed-user',
    tenantId,
    userId: '0',
    account: 'system',
    deptId: '0',
    roleIds: [],
    clientIp: '127.0.0.1',
  };
}

/** Creates a user unless it exists (or existed); answers whether it was created now. */
export async function seedUser(
  executor: CommandExecutor,
  tenantId: string,
  user: SeedUser,
  at = new Date(),
): Promise<boolean> {
  const data = {
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
    passwordHash: await new PasswordHasher().hashPassword(user.passwordMd5),
    status: 1,
    createDept: '0',
  };
  try {
    await runForEachUser(executor, [user.id], 'CreateUser', data, seedingIn(tenantId), at);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}
