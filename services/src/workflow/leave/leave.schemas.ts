import { z } from 'zod';
import { wireDateSchema } from '@platform/http/wire-dates';

/** leave/start-process: the leave and the definition to run it on; the days are the server's count. */
export const startLeaveForm = z
  .object({
    processDefinitionId: z.string({ error: '请选择流程' }).trim().min(1, '请选择流程'),
    leaveType: z
      .string()
      .trim()
      .max(32, '请假类型不能超过32个字符')
      .nullish()
      .transform((text) => text || null),
    startTime: z
      .unknown()
      .refine((value) => value !== undefined && value !== '', '请选择开始时间')
      .pipe(wireDateSchema),
    endTime: z
      .unknown()
      .refine((value) => value !== undefined && value !== '', '请选择结束时间')
      .pipe(wireDateSchema),
    reason: z
      .string({ error: '请输入请假理由' })
      .trim()
      .min(1, '请输入请假理由')
      .max(500, '请假理由不能超过500个字符'),
    /** The console's optional first approver; the seeded model asks the manager group. */
    taskUser: z.string().trim().nullish(),
  })
  .refine((form) => form.endTime.getTime() >= form.startTime.getTime(), {
    message: '结束时间不能早于开始时间',
    path: ['endTime'],
  });
export type StartLeaveForm = z.output<typeof startLeaveForm>;

export const businessIdQuery = z.object({
  businessId: z
    .string({ error: '请选择请假申请' })
    .trim()
    .regex(/^\d{1,19}$/, '请选择请假申请'),
});
