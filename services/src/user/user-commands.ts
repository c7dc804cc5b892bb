import type { CommandExecutor } from '@platform/commands/command-executor';
import type { EventMetadata } from '@platform/event-store/event-store.port';
import type { UserCommand } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import { userStreamId } from '@services/user/user.stream';

/** Runs a user command on its user's stream: load, fold, decide, append, wait for the read model. */
export class UserCommands {
  constructor(private readonly executor: CommandExecutor) {}

  async run(userId: string, command: UserCommand, metadata: EventMetadata): Promise<void> {
    await this.executor.execute(userDecider, { streamId: userStreamId(userId), command }, metadata);
  }
}
