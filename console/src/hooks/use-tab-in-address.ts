import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tabLocation } from '@console/lib/tabs/tab-location';

type ShowTab<Name extends string> = (name: Name) => void;

/**
 * A page's shown tab, kept in its address (`?tab=`). The opened-pages strip keeps each page's
 * address, so a page left and opened again from the strip or the menu, reloaded or linked shows
 * the same tab. A name the page does not offer (an old link, a tab the caller may not see) shows the
 * first. Switching tabs replaces the address rather than adding to the history: Back leaves the
 * page, as it does for a page without tabs.
 */
export function useTabInAddress<Name extends string>(
  names: readonly [Name, ...Name[]],
): [Name, ShowTab<Name>];
export function useTabInAddress<Name extends string>(
  names: readonly Name[],
): [Name | undefined, ShowTab<Name>];
export function useTabInAddress<Name extends string>(
  names: readonly Name[],
): [Name | undefined, ShowTab<Name>] {
  const [query, setQuery] = useSearchParams();
  const asked = query.get(tabParameter);
  const shown = names.find((name) => name === asked) ?? names[0];
  const show = useCallback(
    (name: Name) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(tabParameter, name);
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return [shown, show];
}

/** The address of the page at `path` showing its tab `name`, for a link from elsewhere. */
export function addressOnTab(path: string, name: string): string {
  return tabLocation({ value: path, query: { [tabParameter]: name } });
}

const tabParameter = 'tab';
