import type { StoredEvent } from '@platform/event-store/event-store.port';
import type { Projection } from '@projections/runner/projection';
import type { ReadModelTable } from '@projections/support/read-model-table';
import {
  mergeChange,
  type RowChange,
  rowChangeStatements,
  writeRowChanges,
} from '@projections/support/row-changes';

/** The rows one event changes, each by its id. */
export type KeyedChanges<Row> = ReadonlyArray<readonly [id: string, change: RowChange<Row>]>;

/**
 * rowChangeWrites for events that name their rows themselves: an instance's events change rows
 * of several tables (its tasks, its activities), a deployment's event several definitions, and an
 * order's events its card, so the row is not always the event's `data.id`.
 */
export function keyedRowChangeWrites<Event extends { type: string; data: unknown }, Row>(
  table: ReadModelTable,
  changesOf: (event: Event) => KeyedChanges<Row>,
): Pick<Projection, 'apply' | 'writesOf'> {
  const fold = (events: readonly StoredEvent[]) => {
    const changes = new Map<string, RowChange<Row>>();
    for (const stored of events)
      for (const [id, change] of changesOf({ type: stored.type, data: stored.data } as Event))
        changes.set(id, mergeChange(changes.get(id), change));
    return changes;
  };
  return {
    apply: (trx, events) => writeRowChanges(trx, table, fold(events)),
    writesOf: (events, when) => rowChangeStatements(table, fold(events), when),
  };
}
