import type {
  FieldKind,
  Label,
  ResourceFieldMetadata,
  ResourceMetadata,
} from '@console/lib/resources/resource-metadata';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** What the inputs of a form hold: text, as typed. Numbers become numbers on submit. */
export type FormValues = Record<string, string>;
export type FormErrors = Partial<Record<string, string>>;

/** How one screen adapts the declared form (the dictionary's child view, the users' pickers). */
export interface FormOptions {
  /** Fields kept out of sight; their values are still sent. */
  hidden?: readonly string[];
  disabled?: readonly string[];
  /** Fields this screen requires beyond the declaration, with their messages. */
  required?: Readonly<Record<string, string>>;
  /** Fields that identify a record (a region's code): given when adding, fixed afterwards. */
  lockedOnEdit?: readonly string[];
  /** Fields of a new record only (a user's password): left out of edit and view. */
  addOnly?: readonly string[];
  /** Values a new record starts with. */
  defaults?: Readonly<FormValues>;
  /** Checks of a filled value beyond length and number (a phone's format); a message or undefined. */
  checks?: Readonly<Record<string, (value: string) => string | undefined>>;
}

/** One input of a form and the checks the server will make of it. */
export interface FieldRule {
  name: string;
  kind: FieldKind;
  label: Label;
  required: string | null;
  maxLength: number | null;
  dictCode: string | null;
  hidden: boolean;
  disabled: boolean;
  check?: (value: string) => string | undefined;
}

/** The console's words for a failed check, in the shown language (labels interpolated). */
export interface RuleMessages {
  /**
   * A blank required field. The declaration carries its Chinese message in SPEC.md's words;
   * another language words it from the label, as an input to fill or a value to pick.
   */
  required: (declared: string, label: Label, picked: boolean) => string;
  tooLong: (label: Label, max: number) => string;
  notInteger: (label: Label) => string;
}

export function formRulesOf(
  metadata: ResourceMetadata,
  options: FormOptions = {},
  adding = true,
): FieldRule[] {
  const fields = adding
    ? metadata.fields
    : metadata.fields.filter((field) => !options.addOnly?.includes(field.name));
  return fields.map((field: ResourceFieldMetadata) => ({
    name: field.name,
    kind: field.kind,
    label: field.label,
    required: options.required?.[field.name] ?? field.required,
    maxLength: field.maxLength,
    dictCode: field.dictCode,
    hidden: options.hidden?.includes(field.name) ?? false,
    disabled:
      (options.disabled?.includes(field.name) ?? false) ||
      (!adding && (options.lockedOnEdit?.includes(field.name) ?? false)),
    check: options.checks?.[field.name],
  }));
}

/** Whether the value is picked (from a dictionary or among records) rather than typed. */
function isPicked(rule: FieldRule): boolean {
  return rule.dictCode !== null || rule.kind === 'reference';
}

/** The first failing check of one value, in the order the server checks them. */
export function validateField(rule: FieldRule, value: string, messages: RuleMessages): string | undefined {
  const text = value.trim();
  if (text === '')
    return rule.required === null ? undefined : messages.required(rule.required, rule.label, isPicked(rule));
  if (rule.kind === 'integer' && !/^-?\d{1,9}$/.test(text)) return messages.notInteger(rule.label);
  if (rule.maxLength !== null && text.length > rule.maxLength)
    return messages.tooLong(rule.label, rule.maxLength);
  return rule.check?.(text);
}

export function validateForm(
  rules: readonly FieldRule[],
  values: FormValues,
  messages: RuleMessages,
): FormErrors {
  const errors: FormErrors = {};
  for (const rule of rules) {
    const error = validateField(rule, values[rule.name] ?? '', messages);
    if (error) errors[rule.name] = error;
  }
  return errors;
}

/** A record's values as the inputs show them; a new record starts from the defaults. */
export function toFormValues(
  rules: readonly FieldRule[],
  record: ResourceRecord | undefined,
  defaults: Readonly<FormValues> = {},
): FormValues {
  return Object.fromEntries(
    rules.map((rule) => {
      const stored = record?.[rule.name];
      const value = record
        ? stored === null || stored === undefined
          ? ''
          : String(stored)
        : defaults[rule.name];
      return [rule.name, value ?? ''];
    }),
  );
}

/** The submit body: declared fields only, numbers as numbers, and the id when editing. */
export function toSubmitBody(
  rules: readonly FieldRule[],
  values: FormValues,
  id?: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = id ? { id } : {};
  for (const rule of rules) {
    const text = (values[rule.name] ?? '').trim();
    body[rule.name] = rule.kind === 'integer' && text !== '' ? Number(text) : text;
  }
  return body;
}
