import { BulkRefusedError, type CommandExecutor } from '@platform/commands/command-executor';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { BadRequestError } from '@platform/errors/app-errors';
import type { UserCommand, UserCommandMetadata } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import { userStreamId } from '@services/user/user.stream';

/**
 * Runs one command per user, all or nothing (WIRE.md bulk calls): if one user refuses, none is
 * changed and the message names the refused ids, grouped by reason ("用户不存在: 12, 13").
 * The answer waits for the read model, as the executor does for every write.
 */
export async function runForEachUser(
  executor: CommandExecutor,
  userIds: readonly string[],
  commandFor: (metadata: UserCommandMetadata) => UserCommand,
  context: RequestContext,
  at: Date,
): Promise<void> {
  const metadata = userCommandMetadata(context, at);
  const targets = userIds.map((id) => ({ streamId: userStreamId(id), command: commandFor(metadata) }));
  try {
    await executor.executeAll(userDecider, targets, eventMetadataFrom(context, at));
  } catch (error) {
    if (error instanceof BulkRefusedError) throw new BadRequestError(describeRefusals(error));
    throw error;
  }
}

export function userCommandMetadata(context: RequestContext, at: Date): UserCommandMetadata {
  return { tenantId: context.tenantId, callerId: context.userId, at: at.toISOString() };
}

function describeRefusals(error: BulkRefusedError): string {
  const prefix = userStreamId('');
  const idsByReason = new Map<string, string[]>();
  for (const { streamId, error: reason } of error.refusals) {
    const message = reason instanceof Error ? reason.message : String(reason);
    idsByReason.set(message, [...(idsByReason.get(message) ?? []), streamId.slice(prefix.length)]);
  }
  return [...idsByReason].map(([reason, ids]) => `${reason}: ${ids.join(', ')}`).join('; ');
}
