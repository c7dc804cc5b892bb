import { runOnEach } from '@platform/commands/all-or-nothing';
import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import type { UserCommand } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import { userStreamId } from '@services/user/user.stream';

type CommandData<Type extends UserCommand['type']> = Extract<UserCommand, { type: Type }>['data'];

/**
 * Runs one command per user, all or nothing (WIRE.md bulk calls): if one user refuses, none is
 * changed and the message names the refused ids, grouped by reason ("用户不存在: 12, 13"). A
 * single user answers its own refusal.
 */
export function runForEachUser<Type extends UserCommand['type']>(
  executor: CommandExecutor,
  userIds: readonly string[],
  type: Type,
  data: CommandData<Type>,
  caller: RequestContext,
  at: Date,
): Promise<void> {
  const on = { executor, decider: userDecider, streamIdOf: userStreamId };
  return runOnEach(on, userIds, type, () => data, caller, at);
}
