import type { HttpClient } from '@console/lib/http/http-client';
import { withAccessToken } from '@console/lib/http/query-string';

/** blade-resource/job/detail: how far a background job has got, and its file once done. */
export interface JobDetail {
  id: string;
  status: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  link: string | null;
  fileName: string | null;
  rows: number | null;
  error: string | null;
}

/** What an export call answers (WIRE.md: exports answer a job id). */
export interface ExportStarted {
  jobId: string;
}

export function readJob(http: HttpClient, id: string): Promise<JobDetail> {
  return http.get<JobDetail>('/api/blade-resource/job/detail', { id });
}

/** A job's progress as a fraction for the progress bar, 0 to 1. */
export function progressOf(job: Pick<JobDetail, 'status' | 'progress'> | undefined): number {
  if (!job) return 0;
  if (job.status === 'completed') return 1;
  const percent = Number(job.progress);
  return Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 100) / 100 : 0;
}

/** Done with a file, failed, or still running (waiting and active alike). */
export function isFinished(job: Pick<JobDetail, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed';
}

/**
 * The address to download a finished job's file from. Storage links are served to whoever holds
 * them; a token, when given, rides along as blade-auth (WIRE.md) for storage that asks for one.
 */
export function downloadUrl(link: string, token?: string): string {
  return withAccessToken(link, token);
}
