import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { UserAccountQueries } from '@projections/user/user/user-account.queries';
import { UserQueries } from '@projections/user/user/user.queries';
import { foundUser } from '@services/user/found-user';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { runForEachUser } from '@services/user/user-batch';
import { type OwnInfoForm, type PasswordChange, passwordsDiffer } from '@services/user/user.schemas';

export const wrongOldPassword = '原密码不正确';

/** What signed-in users do to their own account: the profile screen and the password screen. */
@Injectable()
export class OwnAccountHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly accounts: UserAccountQueries,
    private readonly users: UserQueries,
  ) {}

  /** Passwords are md5 hex from the console; the old one must match the stored hash. */
  async updatePassword(passwords: PasswordChange, caller: RequestContext): Promise<void> {
    if (passwords.newPassword.toLowerCase() !== passwords.newPassword1.toLowerCase())
      throw new RefusedError(passwordsDiffer);
    const user = foundUser(await this.accounts.findById(caller.tenantId, caller.userId));
    if (!(await this.hasher.verifyPassword(user.passwordHash, passwords.oldPassword)))
      throw new RefusedError(wrongOldPassword);
    const data = { passwordHash: await this.hasher.hashPassword(passwords.newPassword), reset: false };
    await runForEachUser(this.executor, [caller.userId], 'ChangePassword', data, caller, this.clock.now());
  }

  /** Fields the body leaves out keep their stored values. */
  async updateInfo(info: OwnInfoForm, caller: RequestContext): Promise<void> {
    const current = foundUser(await this.users.findRecord(caller.tenantId, caller.userId));
    const data = {
      avatar: info.avatar === undefined ? current.avatar : info.avatar,
      name: info.name ?? current.name,
      realName: info.realName ?? current.realName,
      phone: info.phone === undefined ? current.phone : info.phone,
      email: info.email === undefined ? current.email : info.email,
    };
    await runForEachUser(this.executor, [caller.userId], 'UpdateOwnInfo', data, caller, this.clock.now());
  }
}
