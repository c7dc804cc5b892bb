import { BulkRefusedError, type CommandExecutor } from '@platform/commands/command-executor';
import type { Decider, DomainEvent } from '@platform/commands/decider';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { BadRequestError } from '@platform/errors/app-errors';

/** Who acts, in which tenant, and when: the metadata every goods command carries. */
export interface CommandMetadata {
  tenantId: string;
  callerId: string;
  at: string;
}

export function commandMetadata(context: RequestContext, at: Date): CommandMetadata {
  return { tenantId: context.tenantId, callerId: context.userId, at: at.toISOString() };
}

export interface Target<Command> {
  /** The id the caller named, as the refusal message repeats it. */
  id: string;
  streamId: string;
  command: Command;
}

/**
 * Runs one command per target, all or nothing (WIRE.md bulk calls): if one target refuses, none
 * is changed and the 400 names the refused ids grouped by reason ("商品状态为待审核,不能删除:
 * 12, 13"). A single target answers its own error (404, 403, 400). The answer waits for the
 * read models, as the executor does for every write.
 */
export async function runAllOrNothing<Command, Event extends DomainEvent, State>(
  executor: CommandExecutor,
  decider: Decider<Command, Event, State>,
  targets: readonly Target<Command>[],
  context: RequestContext,
  at: Date,
): Promise<void> {
  try {
    await executor.executeAll(decider, targets, eventMetadataFrom(context, at));
  } catch (error) {
    if (!(error instanceof BulkRefusedError)) throw error;
    const idOf = new Map(targets.map((target) => [target.streamId, target.id]));
    const idsByReason = new Map<string, string[]>();
    for (const { streamId, error: reason } of error.refusals) {
      const message = reason instanceof Error ? reason.message : String(reason);
      idsByReason.set(message, [...(idsByReason.get(message) ?? []), idOf.get(streamId) ?? streamId]);
    }
    throw new BadRequestError(
      [...idsByReason].map(([reason, ids]) => `${reason}: ${ids.join(', ')}`).join('; '),
    );
  }
}

/**
 * One command of `type` for each id, on the id's stream, all or nothing: the shape of every
 * bulk call of the goods service (updateStatus, submitAudit, recovery, remove, ...). The
 * callers' own `run` methods tie `type` to its data; here they are only carried.
 */
export async function runOnEach<Command, Event extends DomainEvent, State>(
  on: {
    executor: CommandExecutor;
    decider: Decider<Command, Event, State>;
    streamIdOf: (id: string) => string;
  },
  ids: readonly string[],
  type: string,
  dataFor: (id: string) => unknown,
  context: RequestContext,
  at: Date,
): Promise<void> {
  const metadata = commandMetadata(context, at);
  const targets = ids.map((id) => ({
    id,
    streamId: on.streamIdOf(id),
    command: { type, data: dataFor(id), metadata } as Command,
  }));
  await runAllOrNothing(on.executor, on.decider, targets, context, at);
}
