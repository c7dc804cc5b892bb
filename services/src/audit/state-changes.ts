/** One field that differs between two states of a record. */
export interface FieldChange {
  /** Dotted path into the state (`record.paramValue`). */
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between two states, by dotted path, in path order. Objects are walked;
 * arrays and other values compare as wholes (by their JSON). A field present on one side only
 * differs with `undefined`, sent as null, on the other.
 */
export function stateChanges(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const next = leaves(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])].sort();
  return fields
    .filter((field) => JSON.stringify(old.get(field)) !== JSON.stringify(next.get(field)))
    .map((field) => ({ field, before: old.get(field) ?? null, after: next.get(field) ?? null }));
}

function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else if (path || value !== undefined) {
    into.set(path, value);
  }
  return into;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
