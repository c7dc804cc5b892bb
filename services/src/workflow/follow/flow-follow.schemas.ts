import { z } from 'zod';
import { present } from '@services/workflow/required-value';
import { idSchema } from '@platform/http/id-schemas';

export const processInstanceQuery = z.object({ processInstanceId: present('请选择流程实例').pipe(idSchema) });

/** follow/delete-process-instance: the reason is kept with the instance. */
export const deleteInstanceForm = z.object({
  processInstanceId: present('请选择流程实例').pipe(idSchema),
  deleteReason: z
    .string({ error: '请输入删除原因' })
    .trim()
    .min(1, '请输入删除原因')
    .max(500, '删除原因不能超过500个字符'),
});
export type DeleteInstanceForm = z.output<typeof deleteInstanceForm>;
