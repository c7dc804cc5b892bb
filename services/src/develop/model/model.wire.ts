import { z } from 'zod';
import { fieldPrototype } from '@services/develop/model/model-prototype';

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

export const tableList = z.array(tableSummary);
export const tableInfo = z.array(tableColumn);
/** A model's fields (model/model-prototype, model/submit-list). */
export const prototypeList = z.array(fieldPrototype);
export type FieldPrototypeAnswer = z.output<typeof fieldPrototype>;
