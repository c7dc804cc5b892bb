import type { SqlDatabase } from '@platform/database/database';
import type { JobHandler, JobPolicy } from '@platform/jobs/jobs.port';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { type ExportColumn, writeXlsxExport } from '@platform/exports/xlsx-export';

/** Rows per cursor step: large enough to amortise the round trip, small enough to stay flat in memory. */
export const exportBatchSize = 2000;

/** Who asked for an export, and the id that names its file. */
export interface ExportRequest {
  /** Names the file and the job's idempotency key: one file per request, however often run. */
  exportId: string;
  tenantId: string;
  userId: string;
}

/** What an export job resolves with; job/detail answers its link. */
export interface ExportResult {
  link: string;
  fileName: string;
  rows: number;
}

/**
 * What the export jobs run over: the owner connection (jobs run outside requests, so they filter
 * by the payload's tenant themselves) and the process's storage, which the download reads.
 */
export interface ExportServices {
  database: SqlDatabase;
  storage: FileStorage;
}

export const exportJobPolicy: JobPolicy<ExportRequest> = {
  attempts: 3,
  idempotencyKey: (request) => `export-${request.exportId}`,
};

/** The stored file: under the tenant's folder, named by the export id (random, 122 bits). */
export function exportKey(request: Pick<ExportRequest, 'tenantId' | 'exportId'>): string {
  return `${request.tenantId}/export-${request.exportId}.xlsx`;
}

/** The rows an export writes: how many to expect, for progress, and the batches of a cursor. */
export interface ExportRows<Row> {
  total: number;
  batches: AsyncIterable<readonly Row[]>;
}

/**
 * An export job: writes the rows `rowsOf` reads for the request as an xlsx sheet named `title`
 * into storage, reporting progress as it goes, and answers the file's link.
 */
export function xlsxExportJob<Request extends ExportRequest, Row>(
  storage: FileStorage,
  title: string,
  columns: ReadonlyArray<ExportColumn<Row>>,
  rowsOf: (request: Request) => Promise<ExportRows<Row>>,
): JobHandler<Request> {
  return async (request, context): Promise<ExportResult> => {
    const key = exportKey(request);
    const spec = { sheet: title, columns, ...(await rowsOf(request)) };
    const { rows } = await writeXlsxExport(spec, storage, key, (percent) => context.reportProgress(percent));
    await context.reportProgress(100);
    return { link: `/api/blade-resource/oss/endpoint/file/${key}`, fileName: `${title}.xlsx`, rows };
  };
}
