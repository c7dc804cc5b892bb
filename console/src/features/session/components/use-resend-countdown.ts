import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before another code may be asked for: the server refuses a second send to a
 * phone within its interval (60 s by default), so the button waits as long.
 */
export function useResendCountdown(seconds = 60) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}
