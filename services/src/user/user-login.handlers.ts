import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { runForEachUser } from '@services/user/user-batch';
import type { LoginPolicy } from '@services/user/user.commands';

/**
 * What signing in and out records on a user (auth calls these through user.public). `user` is
 * the context of the user signing in or out, who is the caller of these commands.
 */
@Injectable()
export class UserLoginHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
  ) {}

  /** A wrong password: counts toward a lock under `policy`; refused while locked. */
  async recordFailure(policy: LoginPolicy, user: RequestContext): Promise<void> {
    const data = { clientIp: user.clientIp, policy };
    await runForEachUser(this.executor, [user.userId], 'RecordLoginFailed', data, user, this.clock.now());
  }

  /** Refused while locked; otherwise ends the failure count. */
  async recordSuccess(clientId: string, user: RequestContext): Promise<void> {
    const data = { clientIp: user.clientIp, clientId };
    await runForEachUser(this.executor, [user.userId], 'RecordLoginSucceeded', data, user, this.clock.now());
  }

  async recordLogout(user: RequestContext): Promise<void> {
    await runForEachUser(this.executor, [user.userId], 'RecordLoggedOut', {}, user, this.clock.now());
  }
}
