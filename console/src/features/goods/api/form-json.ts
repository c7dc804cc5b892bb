/**
 * A value the generic form holds as text, since its inputs hold strings: JSON, and a blank input
 * for `empty`. The value only ever comes from `encode`, so it always parses.
 */
export function formJson<T>(empty: T) {
  return {
    encode: (value: T): string => JSON.stringify(value),
    decode: (text: string): T => (text.trim() === '' ? empty : (JSON.parse(text) as T)),
  };
}
