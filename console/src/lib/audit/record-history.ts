import { useAppServices } from '@console/lib/app-services/app-services';

/** A record whose history the audit page shows: its aggregate type and its id. */
export interface HistoryRecord {
  type: string;
  id: string;
}

/** The button code of the 审计追溯 page (menu seed): whoever holds it reads the history of what they see. */
export const recordHistoryCode = 'audit_explorer_view';

/** The 审计追溯 page, as the menu seed places it (a leaf page sits at its path plus /index). */
const auditPage = '/audit/explorer/index';

/** Where a record's history is shown: the audit page opened on it, in its tab. */
export function recordHistoryLocation(record: HistoryRecord): string {
  return `${auditPage}?${new URLSearchParams({ type: record.type, id: record.id })}`;
}

/** The record the audit page's address names, if it names one. */
export function historyRecordOf(query: URLSearchParams): HistoryRecord | undefined {
  const type = query.get('type');
  const id = query.get('id');
  return type && id ? { type, id } : undefined;
}

/**
 * What opens a record's history on the audit page, for a record that is one aggregate's of
 * `aggregateType`: undefined when it is none, or when the caller may not read histories.
 */
export function useRecordHistory(aggregateType: string | undefined): ((id: string) => void) | undefined {
  const { hasPermission, openPage } = useAppServices();
  if (!aggregateType || !hasPermission(recordHistoryCode)) return undefined;
  return (id) => openPage(recordHistoryLocation({ type: aggregateType, id }));
}
