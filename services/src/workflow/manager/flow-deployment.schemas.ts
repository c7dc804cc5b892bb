import { z } from 'zod';
import { present } from '@services/workflow/required-value';
import { idListSchema } from '@platform/http/id-schemas';
import { categoryField, tenantIdsField } from '@services/workflow/model/flow-model.schemas';

/** manager/change-state: processId is the processDefinitionId ('leave:3:1900…'). */
export const changeStateQuery = z.object({
  processId: z.string({ error: '请选择流程定义' }).trim().min(1, '请选择流程定义'),
  state: z.enum(['active', 'suspend'], { error: '状态只能是 active 或 suspend' }),
});
export type ChangeStateQuery = z.output<typeof changeStateQuery>;

export const deploymentIdsQuery = z.object({
  deploymentIds: present('请选择至少一条数据').pipe(idListSchema),
});

/** manager/deploy-upload's fields beside its files. */
export const deployUploadFields = z.object({ category: categoryField, tenantIds: tenantIdsField });
