import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';

/** detail?id=: the log row to read. */
export const idQuery = z.object({
  id: z
    .unknown()
    .refine((value) => value != null && value !== '', '请选择数据')
    .pipe(idSchema),
});
