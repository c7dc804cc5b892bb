import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` after a render whose `value` differs (Object.is) from the one before; not on
 * mount, where the caller has already read the first value, nor twice for React's doubled
 * effects. Compared with the last value, not the first, so that A → B → A is two changes.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(value, last.current)) return;
    last.current = value;
    onChange(value);
  });
}
