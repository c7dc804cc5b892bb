import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * What blade-resource/job/detail answers, declared once as the answer's schema (/api/docs, and
 * checked against every answer in tests), with the type the console may import.
 */

/** 'waiting' covers both a job not started yet and one waiting for its next retry. */
export const jobStatuses = ['waiting', 'active', 'completed', 'failed'] as const;

export const jobDetail = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(jobStatuses),
  /** 0 to 100; 100 once completed. */
  progress: z.number().int(),
  /** The file a completed job made (exports), else null. */
  link: z.string().nullable(),
  fileName: z.string().nullable(),
  /** How many rows the file holds. */
  rows: z.number().int().nullable(),
  /** Why a failed job failed, else null. */
  error: z.string().nullable(),
  attemptsMade: z.number().int(),
  createTime: wire.time,
  finishTime: wire.time.nullable(),
});
export type JobDetail = z.output<typeof jobDetail>;
