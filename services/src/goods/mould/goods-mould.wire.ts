import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of a goods mould as they travel: declared once here, as the answers' schemas
 * (/api/docs, and checked against every answer in tests), with the types the server, its read
 * models and the console (import type) all use.
 */

export const mouldFieldTypes = ['text', 'number', 'date', 'select'] as const;
export type MouldFieldType = (typeof mouldFieldTypes)[number];

export const mouldField = z.strictObject({
  key: z.string(),
  label: z.string(),
  type: z.enum(mouldFieldTypes),
  required: z.boolean(),
  /** The allowed values of a select field. */
  options: z.array(z.string()).optional(),
  /** The longest text a text field takes. */
  maxLength: z.number().int().optional(),
});
export type MouldField = z.output<typeof mouldField>;

/**
 * A mould's content: the extra fields every goods item of its industry must fill, in the order
 * the console shows them. `key` names the value in the goods' `mouldValues`.
 */
export type MouldContent = MouldField[];

/** A value as a goods item stores it: text, a number, or nothing. */
export const mouldValue = z.union([z.string(), z.number(), z.null()]);
export type MouldValue = z.output<typeof mouldValue>;
/** A goods item's values of its mould's fields, by the fields' keys. */
export const mouldValues = z.record(z.string(), mouldValue);
export type MouldValues = z.output<typeof mouldValues>;

/** A mould as goodsMould/page, detail and the industry lists answer it. */
export const mouldRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  mouldName: z.string(),
  industryId: wire.id,
  industryMainId: wire.id,
  mouldContent: z.array(mouldField),
  remark: z.string().nullable(),
  ...auditFields,
});
export type MouldRecord = z.output<typeof mouldRecord>;
