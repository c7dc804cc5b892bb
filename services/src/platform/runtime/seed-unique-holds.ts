import type { CommandExecutor } from '@platform/commands/command-executor';
import { foldStored } from '@platform/commands/decider';
import { executeInBatches } from '@platform/commands/execute-in-batches';
import {
  type UniqueKeyCommand,
  uniqueKeyDecider,
  uniqueKeyStreamId,
} from '@platform/commands/unique-key.decider';
import type { EventStore } from '@platform/event-store/event-store.port';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import { resourceUniqueKey } from '@platform/resource-registry/resource-unique-key';
import { seedMetadata } from '@platform/runtime/seed-records';

/** A hold of a value someone holds already decides nothing: seeds take no value from anyone. */
const holdUnlessHeld: typeof uniqueKeyDecider = {
  ...uniqueKeyDecider,
  decide: (command, state) => (state.holder === undefined ? uniqueKeyDecider.decide(command, state) : []),
};

/**
 * Holds the unique value (ResourceDeclaration.unique) of each seeded record that is present, as
 * it is now (a user may have changed it since), in the stream a submit holds it in, so that the
 * hold alone refuses a copy. Seeds run at every start, on databases seeded before their values
 * were held too: a value already held, by its record or by another, is left as it is. Answers
 * how many values it held now.
 */
export async function holdSeededValues(
  deps: { executor: CommandExecutor; store: EventStore },
  resource: Resource,
  tenantId: string,
  ids: readonly string[],
  at = new Date(),
): Promise<number> {
  const key = resourceUniqueKey(resource);
  if (!key || ids.length === 0) return 0;
  const time = at.toISOString();
  const decider = resourceDecider(resource);
  const streams = await deps.store.readStreams(ids.map((id) => resource.streamId(id)));
  const targets = streams.flatMap(({ events }, index) => {
    const state = foldStored(decider, events);
    const value = state.status === 'present' ? state.record[key.taken.field] : undefined;
    if (value === undefined || value === null) return [];
    const command: UniqueKeyCommand = { type: 'HoldKey', owner: ids[index]!, at: time, taken: key.taken };
    return [{ streamId: uniqueKeyStreamId(key.kind, tenantId, String(value)), command }];
  });
  if (targets.length === 0) return 0;
  return executeInBatches(
    deps.executor,
    holdUnlessHeld,
    targets,
    seedMetadata(tenantId, resource.name, time),
  );
}
