import { formJson } from '@console/features/goods/api/form-json';
import type { MouldField, MouldFieldType } from '@console/features/goods/api/mould-fields';

/**
 * A mould field as the editor holds it while the operator types: the options one per line and
 * the longest length as typed, so a half-typed row stays as it is. `id` keeps a row's identity
 * (and its focus) while rows move; the server never sees it.
 */
export interface MouldFieldDraft {
  id: number;
  key: string;
  label: string;
  type: MouldFieldType;
  required: boolean;
  options: string;
  maxLength: string;
}

export type DraftChange = Partial<Omit<MouldFieldDraft, 'id'>>;

export function draftsOf(content: readonly MouldField[]): MouldFieldDraft[] {
  return content.map((field, index) => ({
    id: index + 1,
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    options: (field.options ?? []).join('\n'),
    maxLength: field.maxLength === undefined ? '' : String(field.maxLength),
  }));
}

/** The options typed, one per line; blank lines are not options. */
export function optionsOf(draft: MouldFieldDraft): string[] {
  return draft.options
    .split('\n')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

/** The content the server takes: options for a select only, a longest length for a text only. */
export function contentOf(drafts: readonly MouldFieldDraft[]): MouldField[] {
  return drafts.map((draft) => {
    const field: MouldField = {
      key: draft.key.trim(),
      label: draft.label.trim(),
      type: draft.type,
      required: draft.required,
    };
    if (draft.type === 'select') field.options = optionsOf(draft);
    if (draft.type === 'text' && draft.maxLength.trim() !== '') field.maxLength = Number(draft.maxLength);
    return field;
  });
}

/** A new, empty, optional text field, with an id no other row has. */
export function blankDraft(drafts: readonly MouldFieldDraft[]): MouldFieldDraft {
  const id = Math.max(0, ...drafts.map((draft) => draft.id)) + 1;
  return { id, key: '', label: '', type: 'text', required: false, options: '', maxLength: '' };
}

export function withDraftChanged(
  drafts: readonly MouldFieldDraft[],
  id: number,
  change: DraftChange,
): MouldFieldDraft[] {
  return drafts.map((draft) => (draft.id === id ? { ...draft, ...change } : draft));
}

/** The rows with one moved a place up (-1) or down (1); at either end nothing moves. */
export function withDraftMoved(
  drafts: readonly MouldFieldDraft[],
  id: number,
  by: -1 | 1,
): MouldFieldDraft[] {
  const from = drafts.findIndex((draft) => draft.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= drafts.length) return [...drafts];
  const moved = [...drafts];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/** The rows as the form holds them. */
export const draftsText = formJson<MouldFieldDraft[]>([]);
