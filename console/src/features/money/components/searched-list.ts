import { useMemo, useRef } from 'react';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import type { Query } from '@console/lib/http/query-string';

/**
 * The search a list shows now, kept as its pages are read, so that an export writes what the
 * operator sees: `calls` wraps the screen's page call to remember its query.
 */
export function useSearchedList() {
  const searched = useRef<Query>({});
  const calls = useMemo<NonNullable<ScreenOptions['calls']>>(
    () => (standard) => ({
      ...standard,
      page: (query, path) => {
        searched.current = query;
        return standard.page(query, path);
      },
    }),
    [],
  );
  return useMemo(() => ({ calls, search: () => searched.current }), [calls]);
}
