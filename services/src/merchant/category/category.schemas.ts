import { z } from 'zod';
import { parentIdSchema } from '@platform/resource-registry/resource-field';

export const parentQuery = z.object({ parentId: parentIdSchema });

/** merchantIndustryCategorysub: a main category by id or by name. */
export const industryQuery = z.object({
  industryCategory: z.string({ error: '请选择行业类别' }).trim().min(1, '请选择行业类别'),
});
