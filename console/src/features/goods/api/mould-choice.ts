import { formJson } from '@console/features/goods/api/form-json';
import type { MouldField, MouldValues } from '@console/features/goods/api/mould-fields';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/**
 * The goods form's mould: the one chosen ('' for none) and the values typed for its fields, as
 * typed. One input holds both, so that choosing another mould drops the values of the last one.
 */
export interface MouldChoice {
  mouldId: string;
  values: Record<string, string>;
}

export const mouldChoiceText = formJson<MouldChoice>({ mouldId: '', values: {} });

/** A stored item's mould and its values, as its form and its details show them. */
export function choiceOf(record: ResourceRecord): MouldChoice {
  const stored = (record.mouldValues ?? {}) as MouldValues;
  return {
    mouldId: record.mouldId === null || record.mouldId === undefined ? '' : String(record.mouldId),
    values: Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [key, value === null ? '' : String(value)]),
    ),
  };
}

/** The values of the mould's own fields: one it has dropped since the item was saved would be refused. */
export function keptFor(choice: MouldChoice, content: readonly MouldField[]): MouldChoice {
  const values = content
    .filter((field) => field.key in choice.values)
    .map((field) => [field.key, choice.values[field.key] ?? '']);
  return { ...choice, values: Object.fromEntries(values) };
}

/**
 * What goods/save and goods/update take (goods.schemas.ts): the mould's id, blank for none, and
 * its values by key, blank ones as null. Numbers go as typed; the server reads them.
 */
export function mouldPayload(choice: MouldChoice): { mouldId: string; mouldValues: MouldValues } {
  const values = Object.entries(choice.values).map(([key, text]) => [key, text.trim() === '' ? null : text]);
  return { mouldId: choice.mouldId, mouldValues: Object.fromEntries(values) };
}
