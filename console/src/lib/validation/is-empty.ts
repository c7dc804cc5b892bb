/**
 * The emptiness rule of SPEC.md §5: null, undefined, an empty string, an empty array or an
 * object without keys are empty; booleans and numbers never are.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'boolean' || typeof value === 'number') return false;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
