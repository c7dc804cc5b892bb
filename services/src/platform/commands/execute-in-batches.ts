import type { CommandExecutor, CommandTarget } from '@platform/commands/command-executor';
import type { Decider, DomainEvent } from '@platform/commands/decider';
import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import {
  type EventMetadata,
  MultiStreamAppendNotSupportedError,
} from '@platform/event-store/event-store.port';

/** Streams read and appended in one call: a few hundred stay one small statement. */
const batchSize = 500;

/**
 * One command per target, for writes the product makes by itself where each target must be
 * applied but the whole need not be all or nothing (seeds, an import, a reconciled day's figures
 * per merchant): in order, a few hundred targets to an append and to a wait for the read models
 * where the store appends to several streams at once, one target at a time where it appends to
 * one stream at a time (EventStoreDB). A read model still behind at the end of a wait fails
 * nothing: the events are written and it catches up in the background. Answers how many streams
 * were written (on such a lag, every target of the batch counts as written).
 */
export async function executeInBatches<Command, Event extends DomainEvent, State>(
  executor: CommandExecutor,
  decider: Decider<Command, Event, State>,
  targets: ReadonlyArray<CommandTarget<Command>>,
  metadata: EventMetadata,
): Promise<number> {
  let written = 0;
  for (let start = 0; start < targets.length; start += batchSize)
    written += await executeBatch(executor, decider, targets.slice(start, start + batchSize), metadata);
  return written;
}

async function executeBatch<Command, Event extends DomainEvent, State>(
  executor: CommandExecutor,
  decider: Decider<Command, Event, State>,
  targets: ReadonlyArray<CommandTarget<Command>>,
  metadata: EventMetadata,
): Promise<number> {
  try {
    return (await executor.executeAll(decider, targets, metadata)).events.length;
  } catch (error) {
    if (error instanceof ReadModelLagError) return targets.length;
    if (!(error instanceof MultiStreamAppendNotSupportedError) || targets.length < 2) throw error;
    let written = 0;
    for (const target of targets) written += await executeBatch(executor, decider, [target], metadata);
    return written;
  }
}
