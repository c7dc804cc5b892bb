import ExcelJS from 'exceljs';
import { waitFor } from '@platform/jobs/testing/probes';
import type { tenantCaller } from '@services/testing/tenant-caller';

/** What blade-resource/job/detail answers of an export job. */
export interface ExportJobDetail {
  status: string;
  progress: number;
  link: string | null;
  rows: number | null;
  error: string | null;
}

/**
 * How long a job may take: a reconciliation fetches the bank's statement over HTTP and copies it
 * in, and on a machine running two heavy test files at once a small day once took over 20 s.
 */
const jobTimeoutMs = 60_000;

/** Follows a job (an export, a reconciliation) through job/detail, as `tenant`, until it completed or failed. */
export function finishedJob(
  call: ReturnType<typeof tenantCaller>,
  jobId: string,
  tenant: string,
): Promise<ExportJobDetail> {
  return waitFor(
    `job ${jobId} finished`,
    async () => {
      const { data } = await call<ExportJobDetail>(
        'GET',
        `/api/blade-resource/job/detail?id=${jobId}`,
        undefined,
        tenant,
      );
      return data.status === 'completed' || data.status === 'failed' ? data : undefined;
    },
    jobTimeoutMs,
  );
}

/** The first sheet of an xlsx file, as rows of cell values. */
export async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
