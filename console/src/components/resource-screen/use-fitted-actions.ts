import { type RefObject, useLayoutEffect, useState } from 'react';

/** The row buttons' column is never narrower than its heading needs, in either language. */
const narrowestActions = 80;
/** A pixel either way of measured fractions: the last button is never cut by a rounding. */
const roundingSlack = 2;

/**
 * The width the row buttons' column needs: its widest row's buttons, measured once the rows are
 * laid out (the grid's column widths leave out the cells' padding); the heading's least until
 * there is a row to measure (or where nothing is laid out, as in a test's document). The pinned
 * column then takes no more of a wide record's room than its buttons: an estimate by screen kept
 * a refund order's later columns behind it.
 */
export function useFittedActions(scroller: RefObject<HTMLDivElement | null>): number {
  const [fitted, setFitted] = useState(narrowestActions);
  // Measured whenever the grid's rows change, not when this component renders: the grid draws
  // its rows a render of its own after it is handed them, and a tree's rows come and go as it
  // opens. The same width again re-renders nothing.
  useLayoutEffect(() => {
    const pane = scroller.current;
    if (!pane) return;
    const measure = () => {
      const buttons = [...pane.querySelectorAll<HTMLElement>('[data-row-actions]')];
      const widest = Math.max(0, ...buttons.map((row) => row.scrollWidth));
      if (widest > 0) setFitted(Math.max(narrowestActions, widest + roundingSlack));
    };
    measure();
    const changes = new MutationObserver(measure);
    changes.observe(pane, { childList: true, subtree: true });
    return () => changes.disconnect();
  }, [scroller]);
  return fitted;
}
