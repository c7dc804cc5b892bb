import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { requiredText } from '@platform/http/text-schemas';
import { fieldPrototypes } from '@services/develop/model/model.wire';

export const tableListQuery = z.object({ datasourceId: idSchema });
export type TableListQuery = z.output<typeof tableListQuery>;

export const tableInfoQuery = z.object({
  datasourceId: idSchema,
  tableName: requiredText('请输入表名', '表名', 128),
});
export type TableInfoQuery = z.output<typeof tableInfoQuery>;

export const modelIdQuery = z.object({ modelId: idSchema });
export type ModelIdQuery = z.output<typeof modelIdQuery>;

/** A model's fields as the field editor saves them, all at once. */
export const prototypeListForm = z.object({ modelId: idSchema, prototypes: fieldPrototypes });
export type PrototypeListForm = z.output<typeof prototypeListForm>;
