import { executeAllOrNothing } from '@platform/commands/all-or-nothing';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { type CommandMetadata, commandMetadata } from '@platform/commands/command-metadata';
import type { RequestContext } from '@platform/context/request-context';
import type { UserCommand } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import { userStreamId } from '@services/user/user.stream';

/**
 * Runs one command per user, all or nothing (WIRE.md bulk calls): if one user refuses, none is
 * changed and the message names the refused ids, grouped by reason ("用户不存在: 12, 13").
 */
export async function runForEachUser(
  executor: CommandExecutor,
  userIds: readonly string[],
  commandFor: (metadata: CommandMetadata) => UserCommand,
  context: RequestContext,
  at: Date,
): Promise<void> {
  const metadata = commandMetadata(context, at);
  const targets = userIds.map((id) => ({ id, streamId: userStreamId(id), command: commandFor(metadata) }));
  await executeAllOrNothing(executor, userDecider, targets, context, at);
}
