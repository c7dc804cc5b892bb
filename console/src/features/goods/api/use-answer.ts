import { useEffect, useState } from 'react';

/**
 * What `load` answers: undefined while it loads, when it failed (the client has shown why), or
 * when there is nothing to load. A new `load` forgets the last answer, so an answer is never
 * taken for another call's.
 */
export function useAnswer<T>(load: (() => Promise<T>) | undefined): T | undefined {
  const [answer, setAnswer] = useState<{ load: () => Promise<T>; value: T }>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (value) => current && setAnswer({ load, value }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return answer && answer.load === load ? answer.value : undefined;
}
