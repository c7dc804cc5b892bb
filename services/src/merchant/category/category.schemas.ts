import { z } from 'zod';
import { requiredText } from '@platform/http/text-schemas';
import { parentIdSchema } from '@platform/resource-registry/resource-field';

export const parentQuery = z.object({ parentId: parentIdSchema });

/** merchantIndustryCategorysub: a main category by id or by name. */
export const industryQuery = z.object({
  industryCategory: requiredText('请选择行业类别', '行业类别', 64),
});
