/**
 * The shapes of a goods mould as they travel: written once here and imported (types only) by
 * the server, its read models and the console alike.
 */

export type MouldFieldType = 'text' | 'number' | 'date' | 'select';

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

/**
 * A mould's content: the extra fields every goods item of its industry must fill, in the order
 * the console shows them. `key` names the value in the goods' `mouldValues`.
 */
export type MouldContent = MouldField[];

/** A value as a goods item stores it: text, a number, or nothing. */
export type MouldValue = string | number | null;
export type MouldValues = Record<string, MouldValue>;
