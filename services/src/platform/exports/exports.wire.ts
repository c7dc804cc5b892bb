import { z } from 'zod';

/**
 * What the export calls (merchantExt/handleExport, merchantStatistics/export, orderInfo/export, ...) answer:
 * the id of the background job writing the xlsx; blade-resource/job/detail follows it.
 */
export const exportStarted = z.strictObject({ jobId: z.string() });
export type ExportStarted = z.output<typeof exportStarted>;
