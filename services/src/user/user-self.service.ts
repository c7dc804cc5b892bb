import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import type { PasswordHasher } from '@services/user/passwords/password-hasher';
import { userNotFound } from '@services/user/user-admin.service';
import { runForEachUser } from '@services/user/user-batch';
import type { UserQueriesRepository } from '@services/user/user-queries.repository';
import type { OwnInfoForm } from '@services/user/user.schemas';
import type { UserAccountQueries } from '@projections/user/user/user-account.queries';

export const passwordsDiffer = '两次密码输入不一致';
export const wrongOldPassword = '原密码不正确';

export interface UserSelfDeps {
  executor: CommandExecutor;
  hasher: PasswordHasher;
  users: UserAccountQueries;
  queries: UserQueriesRepository;
}

/** What signed-in users do to their own account: the profile screen and the password screen. */
export class UserSelfService {
  constructor(private readonly deps: UserSelfDeps) {}

  /** Passwords are md5 hex from the console; the old one must match the stored hash. */
  async updatePassword(
    passwords: { oldPassword: string; newPassword: string; newPassword1: string },
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    if (passwords.newPassword.toLowerCase() !== passwords.newPassword1.toLowerCase())
      throw new RefusedError(passwordsDiffer);
    const user = await this.deps.users.findById(context.tenantId, context.userId);
    if (!user) throw new NotFoundError(userNotFound);
    if (!(await this.deps.hasher.verifyPassword(user.passwordHash, passwords.oldPassword)))
      throw new RefusedError(wrongOldPassword);
    const data = { passwordHash: await this.deps.hasher.hashPassword(passwords.newPassword), reset: false };
    await runForEachUser(
      this.deps.executor,
      [context.userId],
      (metadata) => ({ type: 'ChangePassword', data, metadata }),
      context,
      at,
    );
  }

  /** Fields the body leaves out keep their stored values. */
  async updateInfo(info: OwnInfoForm, context: RequestContext, at: Date): Promise<void> {
    const current = await this.deps.queries.findRecord(context.tenantId, context.userId);
    if (!current) throw new NotFoundError(userNotFound);
    const data = {
      avatar: info.avatar === undefined ? current.avatar : info.avatar,
      name: info.name ?? current.name,
      realName: info.realName ?? current.realName,
      phone: info.phone === undefined ? current.phone : info.phone,
      email: info.email === undefined ? current.email : info.email,
    };
    await runForEachUser(
      this.deps.executor,
      [context.userId],
      (metadata) => ({ type: 'UpdateOwnInfo', data, metadata }),
      context,
      at,
    );
  }
}
