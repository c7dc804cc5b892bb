import { z } from 'zod';

/** audit/trail/export: the record whose history is exported, by its aggregate type and id. */
export const trailExportQuery = z.object({
  aggregateType: z.string({ error: '请指定业务类型' }).trim().min(1, '请指定业务类型'),
  aggregateId: z.string({ error: '请指定业务编号' }).trim().min(1, '请指定业务编号'),
});
export type TrailExportQuery = z.output<typeof trailExportQuery>;
