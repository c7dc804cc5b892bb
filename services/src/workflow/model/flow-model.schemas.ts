import { z } from 'zod';
import { present } from '@services/workflow/required-value';
import { idListSchema, idSchema } from '@platform/http/id-schemas';

/** model/submit: creates without an id, else updates; the XML is parsed before anything is written. */
export const flowModelForm = z.object({
  id: idSchema.optional(),
  modelKey: z
    .string({ error: '请输入模型标识' })
    .trim()
    .regex(/^[A-Za-z_][\w.-]*$/, '模型标识只能包含字母、数字、下划线、点和横线,且不能以数字开头')
    .max(64, '模型标识不能超过64个字符'),
  name: z
    .string({ error: '请输入模型名称' })
    .trim()
    .min(1, '请输入模型名称')
    .max(100, '模型名称不能超过100个字符'),
  description: z
    .string()
    .trim()
    .max(500, '模型描述不能超过500个字符')
    .nullish()
    .transform((text) => text || null),
  xml: z.string({ error: '请填写模型内容' }).trim().min(1, '请填写模型内容'),
});
export type FlowModelForm = z.output<typeof flowModelForm>;

export const modelIdQuery = z.object({ id: present('请选择模型').pipe(idSchema) });
export const modelIdsQuery = z.object({ ids: present('请选择至少一条数据').pipe(idListSchema) });

/** A comma list of tenant ids; empty means the caller's own tenant. */
export const tenantIdsField = z
  .string()
  .trim()
  .regex(/^(\d{6}(,\d{6})*)?$/, '租户编号格式不正确')
  .nullish()
  .transform((text) => (text ? [...new Set(text.split(','))] : []));

const category = z
  .string({ error: '请选择流程分类' })
  .trim()
  .min(1, '请选择流程分类')
  .max(64, '流程分类不能超过64个字符');

/** model/deploy: a new version of the model's process, in a category, for some tenants. */
export const modelDeployForm = z.object({
  modelId: present('请选择模型').pipe(idSchema),
  category,
  tenantIds: tenantIdsField,
});
export type ModelDeployForm = z.output<typeof modelDeployForm>;
export const categoryField = category;
