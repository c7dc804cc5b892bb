import { z } from 'zod';
import { present } from '@services/workflow/required-value';
import { idSchema } from '@platform/http/id-schemas';

export const taskIdQuery = z.object({ taskId: present('请选择任务').pipe(idSchema) });

/** work/complete-task: pass (ok) or reject, with a comment; variables drive the gateways. */
export const completeTaskForm = z.object({
  taskId: present('请选择任务').pipe(idSchema),
  processInstanceId: present('请选择流程实例').pipe(idSchema),
  flag: z.enum(['ok', 'reject'], { error: '请选择审批结果' }),
  comment: z
    .string({ error: '请输入审批意见' })
    .trim()
    .min(1, '请输入审批意见')
    .max(500, '审批意见不能超过500个字符'),
  variables: z
    .record(
      z.string().regex(/^[A-Za-z_]\w*$/, '流程变量名称不正确'),
      z.union([z.string(), z.number(), z.boolean(), z.null()]),
    )
    .optional()
    .transform((variables) => variables ?? {}),
});
export type CompleteTaskForm = z.output<typeof completeTaskForm>;
