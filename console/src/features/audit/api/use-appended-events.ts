import { useSubscription } from 'urql';
import { useOnChange } from '@console/hooks/use-on-change';
import { streamEventsSubscription } from '@console/features/audit/api/audit-queries';
import type { RecordKey } from '@console/features/audit/components/audit-search';

/**
 * Calls `onAppended` for each event the server pushes as it is appended to `record` after
 * `lastRevision`, the last one the page read. Once the page has read further, it follows from
 * there: the server first sends what landed meanwhile, so nothing falls between the two.
 */
export function useAppendedEvents(
  record: RecordKey | undefined,
  lastRevision: number | undefined,
  onAppended: () => void,
): void {
  const [{ data }] = useSubscription({
    query: streamEventsSubscription,
    variables: { type: record?.type ?? '', id: record?.id ?? '', after: lastRevision ?? -1 },
    pause: !record || lastRevision === undefined,
  });
  useOnChange(data?.streamEvents, (event) => {
    if (event) onAppended();
  });
}
