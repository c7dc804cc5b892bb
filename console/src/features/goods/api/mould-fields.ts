/**
 * A mould's content as prepaid-goods/goodsMould answers and takes it: the extra fields every goods
 * item of its industry fills in, in the order the form shows them. The server checks the same
 * shape (services/src/goods/mould/mould-content.ts); `key` names the value in `mouldValues`.
 */
export const mouldFieldTypes = ['text', 'number', 'date', 'select'] as const;
export type MouldFieldType = (typeof mouldFieldTypes)[number];

export interface MouldField {
  key: string;
  label: string;
  type: MouldFieldType;
  required: boolean;
  /** The allowed values of a select field. */
  options?: string[];
  /** The longest text a text field takes. */
  maxLength?: number;
}

/** A goods item's value of one field: text (dates as yyyy-MM-dd), a number, or nothing. */
export type MouldValue = string | number | null;
export type MouldValues = Record<string, MouldValue>;

/** The bounds the server holds a mould's content to. */
export const mouldLimits = {
  fields: 50,
  options: 100,
  labelLength: 50,
  key: /^[A-Za-z][A-Za-z0-9_]{0,63}$/,
  textLength: { min: 1, max: 5000 },
  /** What a text field takes when its mould sets no maxLength. */
  defaultTextLength: 500,
} as const;
