import { z } from 'zod';
import { ID_MSG, idSchema, normalizeId } from '@platform/http/id-schemas';
import { tooLongMsg } from '@platform/http/text-schemas';
import { WIRE_DATE_MSG, wireDateSchema } from '@platform/http/wire-dates';

/** Labels shown by the console, in both of its languages. */
export interface Label {
  zh: string;
  en: string;
}

/** `reference`: the id of another record; `datetime`: an instant, written as a wire date. */
export type FieldKind = 'text' | 'longText' | 'integer' | 'code' | 'reference' | 'datetime';

/**
 * One field of a plain record: how it is validated on the way in, stored (column), filtered
 * and sorted, and shown by the console's generic screens.
 */
export interface ResourceField {
  kind: FieldKind;
  label: Label;
  /** The read-model column, snake_case of the field name (set by defineResource). */
  column: string;
  /** The message shown when the field is missing (SPEC.md §5 gives several); absent: optional. */
  required?: string;
  maxLength?: number;
  /** Whether list calls accept it as a filter (WIRE.md: text contains, others equal). */
  filterable: boolean;
  sortable: boolean;
  /** Dictionary whose items label the values (console select boxes). */
  dictCode?: string;
  /** A parent reference (field.parent): "0" is accepted and means the top level. */
  acceptsTopLevel?: boolean;
  /** A credential (field.secret): reads answer secretMask in its place (resource-secrets.ts). */
  secret?: boolean;
  schema: z.ZodType;
}

type FieldOptions = Partial<
  Pick<ResourceField, 'required' | 'maxLength' | 'filterable' | 'sortable' | 'dictCode'>
> & {
  label: Label;
};

function describeInvalid(label: Label, required: string | undefined) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? (required ?? `${label.zh}不能为空`)
      : `${label.zh}格式不正确`;
}

function textSchema(options: FieldOptions, defaultMax: number): z.ZodType {
  const max = options.maxLength ?? defaultMax;
  const tooLong = tooLongMsg(options.label.zh, max);
  if (options.required) {
    return z
      .string({ error: describeInvalid(options.label, options.required) })
      .trim()
      .min(1, options.required)
      .max(max, tooLong);
  }
  return z
    .string({ error: describeInvalid(options.label, undefined) })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

interface IntegerOptions {
  /** The value an optional integer takes when not given (0 unless said). */
  whenBlank?: number;
}

function integerSchema(options: FieldOptions & IntegerOptions): z.ZodType {
  const invalid = `${options.label.zh}必须是整数`;
  const integer = z
    .union([z.number(), z.string().regex(/^-?\d{1,9}$/)], { error: invalid })
    .transform(Number)
    .pipe(z.number().int(invalid).min(-2147483648, invalid).max(2147483647, invalid));
  // A missing required number answers its own message (请选择岗位类型), not the union's.
  return optionalUnless(options.required, integer, options.whenBlank ?? 0);
}

function optionalUnless(required: string | undefined, schema: z.ZodType, blank: unknown): z.ZodType {
  if (required) {
    return z
      .unknown()
      .superRefine((value, ctx) => {
        if (value === undefined || value === null || value === '')
          ctx.addIssue({ code: 'custom', message: required });
      })
      .pipe(schema);
  }
  return z
    .preprocess((value) => (value === '' ? undefined : value), schema.nullish())
    .transform((value) => value ?? blank);
}

function referenceSchema(options: FieldOptions): z.ZodType {
  return optionalUnless(options.required, idSchema, null);
}

/** The top level of a tree (WIRE.md: "0" means no parent). */
export const topLevelId = '0';

/**
 * A parent's id: any id, or "0" (also 0) for the top level, which idSchema refuses. Absent or
 * blank means the top level too, as BladeX clients omit it when adding a root.
 */
export const parentIdSchema: z.ZodType<string> = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? topLevelId : value),
  z.union([z.string(), z.number()], { error: ID_MSG }).transform((raw, ctx) => {
    if (String(raw) === topLevelId) return topLevelId;
    const id = normalizeId(raw);
    if (id !== undefined) return id;
    ctx.addIssue({ code: 'custom', message: ID_MSG });
    return z.NEVER;
  }),
);

/** Events carry instants as ISO-8601 text; the wire gives and takes yyyy-MM-dd HH:mm:ss. */
function datetimeSchema(options: FieldOptions): z.ZodType {
  const instant = wireDateSchema.transform((date) => date.toISOString());
  return optionalUnless(options.required, z.string({ error: WIRE_DATE_MSG }).pipe(instant), null);
}

type DeclaredField = Omit<ResourceField, 'column'>;

/** A field of `kind`: not a filter nor a sort key unless its options say so. */
function declared(kind: FieldKind, options: FieldOptions, schema: z.ZodType): DeclaredField {
  return { kind, filterable: false, sortable: false, ...options, schema };
}

/** Field builders used by resource declarations. */
export const field = {
  text: (options: FieldOptions) => declared('text', options, textSchema(options, 255)),
  /** Long free text (a parameter's value): never a filter. */
  longText: (options: Omit<FieldOptions, 'filterable'>) =>
    declared('longText', options, textSchema(options, 65535)),
  /** A short identifier-like text: filtered by equality. */
  code: (options: FieldOptions) => declared('code', options, textSchema(options, 64)),
  /** The id of another record (a package, a parent): filtered by equality. */
  reference: (options: FieldOptions) => declared('reference', options, referenceSchema(options)),
  /** The parent of a tree record (see ResourceTree): an id, or "0" for the top level. */
  parent: (options: Omit<FieldOptions, 'required'>): DeclaredField => ({
    ...declared('reference', options, parentIdSchema),
    acceptsTopLevel: true,
  }),
  datetime: (options: FieldOptions) => declared('datetime', options, datetimeSchema(options)),
  integer: ({ whenBlank, ...options }: FieldOptions & IntegerOptions) =>
    declared('integer', options, integerSchema({ ...options, whenBlank })),
  /** A record's place among its siblings, a sort key; required unless said otherwise ("请输入<name>"). */
  sort: (name = '排序', { required = true }: { required?: boolean } = {}) =>
    field.integer({
      label: { zh: name, en: 'Sort' },
      ...(required ? { required: `请输入${name}` } : {}),
      sortable: true,
    }),
  /**
   * A credential (an API secret key): never answered, so a screen shows secretMask instead, and
   * a submit that sends the mask back keeps the stored value.
   */
  secret: (options: FieldOptions): DeclaredField => ({ ...field.text(options), secret: true }),
  /** Free remarks on a record. */
  remark: (label: Label = { zh: '备注', en: 'Remark' }) => field.text({ label }),
};
