/** Space left beside a revealed element, so that its neighbour's edge shows there is more. */
const margin = 24;

/** Scrolls a sideways strip the least that brings an element inside it fully into sight. */
export function revealInStrip(viewport: HTMLElement, element: HTMLElement): void {
  const view = viewport.getBoundingClientRect();
  const shown = element.getBoundingClientRect();
  if (shown.left < view.left) viewport.scrollLeft -= view.left - shown.left + margin;
  else if (shown.right > view.right) viewport.scrollLeft += shown.right - view.right + margin;
}
