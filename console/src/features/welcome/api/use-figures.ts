import { useEffect, useState } from 'react';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { Query } from '@console/lib/http/query-string';

/**
 * One read of the home page, made only when the caller holds its right (the server would refuse
 * it); undefined while it loads, null when it is not the caller's to see or it failed.
 */
export function useFigures<T>(path: string, right: string, query?: Query): T | null | undefined {
  const { http, hasPermission } = useAppServices();
  const allowed = hasPermission(right);
  const key = JSON.stringify(query ?? {});
  const [figures, setFigures] = useState<T | null | undefined>(allowed ? undefined : null);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    http
      .get<T>(path, JSON.parse(key) as Query)
      .then((answer) => current && setFigures(answer))
      .catch(() => current && setFigures(null)); // the client has shown why
    return () => {
      current = false;
    };
  }, [http, path, key, allowed]);
  return figures;
}
