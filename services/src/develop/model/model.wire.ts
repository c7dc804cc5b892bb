import { z } from 'zod';

/** A table of a data source (model/table-list). */
export const tableSummary = z.strictObject({ tableName: z.string(), comment: z.string().nullable() });
export type TableSummaryAnswer = z.output<typeof tableSummary>;

/** A column of a data source's table, as its information_schema says (model/table-info). */
export const tableColumn = z.strictObject({
  name: z.string(),
  dataType: z.string(),
  nullable: z.boolean(),
  hasDefault: z.boolean(),
  maxLength: z.number().int().nullable(),
  comment: z.string().nullable(),
  primaryKey: z.boolean(),
});
export type TableColumnAnswer = z.output<typeof tableColumn>;

/** The field kinds of the resource registry (resource-field.ts) a column may be declared as. */
export const fieldKinds = ['text', 'longText', 'integer', 'code', 'reference', 'datetime'] as const;

/**
 * One field of a model as the generator will declare it: the column it is read from, and how
 * the registry treats it (kind, labels, required, a list filter, a sort key).
 */
export const fieldPrototype = z.strictObject({
  jdbcName: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, '列名只能是小写字母、数字与下划线')
    .max(64),
  jdbcType: z.string().max(64),
  comment: z.string().max(255).nullable(),
  kind: z.enum(fieldKinds, { error: '字段类型不正确' }),
  labelZh: z.string().trim().min(1, '请输入中文名称').max(64),
  labelEn: z.string().trim().min(1, '请输入英文名称').max(64),
  required: z.boolean(),
  maxLength: z.number().int().min(1).max(65535).nullable(),
  filterable: z.boolean(),
  sortable: z.boolean(),
});
export type FieldPrototype = z.output<typeof fieldPrototype>;

/** A model's fields as submit-list takes them: at least one, each column once. */
export const fieldPrototypes = z
  .array(fieldPrototype)
  .min(1, '请至少保留一个字段')
  .refine((fields) => new Set(fields.map((field) => field.jdbcName)).size === fields.length, '列名不能重复');

export const tableList = z.array(tableSummary);
export const tableInfo = z.array(tableColumn);
/** A model's fields (model/model-prototype, model/submit-list). */
export const prototypeList = z.array(fieldPrototype);
