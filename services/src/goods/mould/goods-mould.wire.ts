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
export type MouldValue = string | number | null;
export type MouldValues = Record<string, MouldValue>;

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
