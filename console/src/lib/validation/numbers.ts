/** A positive integer written without a leading zero (SPEC.md §5: starts 1–9). */
export function isPositiveInteger(value: string | number): boolean {
  return /^[1-9]\d*$/.test(String(value));
}

/** A positive, non-zero decimal such as 3, 0.5 or 12.80 (SPEC.md §5). */
export function isPositiveDecimal(value: string | number): boolean {
  const text = String(value);
  return /^(0|[1-9]\d*)(\.\d+)?$/.test(text) && Number(text) > 0;
}
