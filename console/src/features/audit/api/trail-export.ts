import type { ExportStarted } from '@console/lib/exports/export-job';
import type { HttpClient } from '@console/lib/http/http-client';
import type { RecordKey } from '@console/features/audit/components/audit-search';

/** The button code of the audit page's export. */
export const trailExportCode = 'audit_explorer_export';

/** Starts the export of a record's timeline to xlsx: answers the job that writes it. */
export function exportTrail(http: HttpClient, record: RecordKey): Promise<ExportStarted> {
  return http.post<ExportStarted>('/api/audit/trail/export', {
    aggregateType: record.type,
    aggregateId: record.id,
  });
}
