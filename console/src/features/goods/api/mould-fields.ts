import type { MouldFieldType } from '@services/goods/mould/goods-mould.wire';

/**
 * A mould's content as prepaid-goods/goodsMould answers and takes it: the extra fields every goods
 * item of its industry fills in, in the order the form shows them. The shapes are the server's
 * (goods-mould.wire.ts, types only); the server checks them in mould-content.ts.
 */
export type {
  MouldField,
  MouldFieldType,
  MouldValue,
  MouldValues,
} from '@services/goods/mould/goods-mould.wire';

/** Every field type, in the order the editor offers them; one the wire adds must be named here. */
const editorOrder: Record<MouldFieldType, true> = { text: true, number: true, date: true, select: true };
export const mouldFieldTypes = Object.keys(editorOrder) as MouldFieldType[];

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
