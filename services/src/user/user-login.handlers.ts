import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { WrongExpectedRevisionError } from '@platform/event-store/event-store.port';
import { InTurnPerKey } from '@platform/lang/in-turn-per-key';
import { runForEachUser } from '@services/user/user-batch';
import type { LoginPolicy } from '@services/user/user.commands';

/**
 * How many times a login record is re-made after the executor's own attempts all met a
 * concurrent write. Re-made records of one user run in turn within a process, so only other
 * processes contend, and each conflict means one of them has just recorded: 20 rounds outlast
 * any burst a handful of processes can make.
 */
const conflictRounds = 20;

/**
 * What signing in and out records on a user (auth calls these through user.public). `user` is
 * the context of the user signing in or out, who is the caller of these commands.
 *
 * Every record appends to the user's stream, so parallel sign-ins of one account would race for
 * its revision and some would be answered 409; a correct sign-in must never be refused because
 * of concurrency. Hence a record that meets a conflict is re-made, in turn with the others.
 */
@Injectable()
export class UserLoginHandlers {
  private readonly turns = new InTurnPerKey();

  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
  ) {}

  /** A wrong password: counts toward a lock under `policy`; refused while locked. */
  recordFailure(policy: LoginPolicy, user: RequestContext): Promise<void> {
    const data = { clientIp: user.clientIp, policy };
    return this.inTurn(user, (at) =>
      runForEachUser(this.executor, [user.userId], 'RecordLoginFailed', data, user, at),
    );
  }

  /** Refused while locked; otherwise ends the failure count. */
  recordSuccess(clientId: string, user: RequestContext): Promise<void> {
    const data = { clientIp: user.clientIp, clientId };
    return this.inTurn(user, (at) =>
      runForEachUser(this.executor, [user.userId], 'RecordLoginSucceeded', data, user, at),
    );
  }

  recordLogout(user: RequestContext): Promise<void> {
    return this.inTurn(user, (at) =>
      runForEachUser(this.executor, [user.userId], 'RecordLoggedOut', {}, user, at),
    );
  }

  /**
   * `write` at the time it runs. After a conflict it is re-made in the user's turn (one at a
   * time with this process's other records of the user), again on each conflict with another
   * process. Records that meet no conflict run side by side.
   */
  private async inTurn(user: RequestContext, write: (at: Date) => Promise<void>): Promise<void> {
    try {
      return await write(this.clock.now());
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    return this.turns.run(`${user.tenantId}/${user.userId}`, async () => {
      for (let round = 1; ; round++) {
        try {
          return await write(this.clock.now());
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || round >= conflictRounds) throw error;
        }
      }
    });
  }
}
