import {
  BulkRefusedError,
  type CommandExecutor,
  type CommandOutcome,
  type CommandTarget,
  type Refusal,
} from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import type { Decider, DomainEvent } from '@platform/commands/decider';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { type StreamStepsTarget, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';

export interface BulkTarget<Command> extends CommandTarget<Command> {
  /** The id the caller named, as the refusal message repeats it. */
  id: string;
}

/**
 * Runs one command per target, all or nothing (WIRE.md bulk calls): if one target refuses, none
 * is changed and the 400 names the refused ids grouped by reason ("商品状态为待审核,不能删除:
 * 12, 13"), so the user knows which to drop. A single id answers its own error (404, 403,
 * 400), as the executor does for a single target. The answer waits for the read models.
 */
export async function executeAllOrNothing<Command, Event extends DomainEvent, State>(
  executor: CommandExecutor,
  decider: Decider<Command, Event, State>,
  targets: readonly BulkTarget<Command>[],
  context: RequestContext,
  at: Date,
): Promise<void> {
  // An id named twice is one change (ids=5,5), not a second command that finds it done.
  const seen = new Set<string>();
  const distinct = targets.filter(({ id, streamId }) => {
    const key = JSON.stringify([id, streamId]);
    return !seen.has(key) && seen.add(key);
  });
  try {
    await executor.executeAll(decider, distinct, eventMetadataFrom(context, at));
  } catch (error) {
    if (!(error instanceof BulkRefusedError)) throw error;
    // One id named, over several streams (its record and the values it holds): its own answer.
    if (new Set(distinct.map((target) => target.id)).size === 1) throw error.refusals[0]!.error;
    throw new RefusedError(describeRefusals(error.refusals, (refusal) => distinct[refusal.index]!.id));
  }
}

function describeRefusals(refusals: readonly Refusal[], idOf: (refusal: Refusal) => string): string {
  const idsByReason = new Map<string, string[]>();
  for (const refusal of refusals) {
    const { error } = refusal;
    const reason = error instanceof Error ? error.message : String(error);
    idsByReason.set(reason, [...(idsByReason.get(reason) ?? []), idOf(refusal)]);
  }
  return [...idsByReason].map(([reason, ids]) => `${reason}: ${ids.join(', ')}`).join('; ');
}

/**
 * One write over streams of several kinds that the caller sees as one change (a record and the
 * unique values it holds): all or nothing, and the first refusal, in target order, is the answer.
 * Answers what was appended, once the read models hold it.
 */
export async function executeAsOne(
  executor: CommandExecutor,
  targets: readonly StreamStepsTarget[],
  context: RequestContext,
  at: Date,
): Promise<CommandOutcome<DomainEvent>> {
  try {
    return await executor.executeAll(streamStepsDecider, targets, eventMetadataFrom(context, at));
  } catch (error) {
    if (error instanceof BulkRefusedError) throw error.refusals[0]!.error;
    throw error;
  }
}

/**
 * One command `{ type, data, metadata }` for each id, on the id's stream, all or nothing: the
 * shape of the domains' bulk calls (updateStatus, submitAudit, recovery, remove, ...). The
 * callers' own typed methods tie `type` to its data; here they are only carried.
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
  await executeAllOrNothing(on.executor, on.decider, targets, context, at);
}
