import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a horizontally scrolling strip stands: whether it overflows, and which ends it can go to. */
export interface ScrollEdges {
  overflows: boolean;
  canScrollBack: boolean;
  canScrollForward: boolean;
}

/** Browsers round fractional scroll positions, so an end is "reached" within a pixel. */
const tolerance = 1;

export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollEdges {
  return {
    overflows: scrollWidth - clientWidth > tolerance,
    canScrollBack: scrollLeft > tolerance,
    canScrollForward: scrollWidth - clientWidth - scrollLeft > tolerance,
  };
}

export type ScrollDirection = 'back' | 'forward';

const sameEdges = (a: ScrollEdges, b: ScrollEdges) =>
  a.overflows === b.overflows &&
  a.canScrollBack === b.canScrollBack &&
  a.canScrollForward === b.canScrollForward;

const still: ScrollEdges = { overflows: false, canScrollBack: false, canScrollForward: false };

/** An arrow moves most of a view, so that the tab cut at the edge comes fully into sight. */
const pageShare = 0.8;

/**
 * A strip that scrolls sideways: its edges follow scrolling, resizing and new content, arrows move
 * it a page, and the mouse wheel (vertical on most mice) scrolls it sideways.
 */
export function useHorizontalScroller<T extends HTMLElement>() {
  const viewportRef = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>(still);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const next = scrollEdges(viewport.scrollLeft, viewport.clientWidth, viewport.scrollWidth);
      // Scrolling reports many times a second; the bar renders again only when an end changes.
      setEdges((now) => (sameEdges(now, next) ? now : next));
    };
    // React's wheel listener is passive and cannot keep the page from scrolling instead.
    const onWheel = (event: WheelEvent) => {
      const sideways = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
      if (sideways === 0 || viewport.scrollWidth <= viewport.clientWidth) return;
      event.preventDefault();
      viewport.scrollLeft += sideways;
    };
    const resized = new ResizeObserver(measure);
    resized.observe(viewport);
    for (const child of Array.from(viewport.children)) resized.observe(child);
    viewport.addEventListener('scroll', measure, { passive: true });
    viewport.addEventListener('wheel', onWheel, { passive: false });
    measure();
    return () => {
      resized.disconnect();
      viewport.removeEventListener('scroll', measure);
      viewport.removeEventListener('wheel', onWheel);
    };
  }, []);

  const scrollPage = useCallback((direction: ScrollDirection) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const distance = viewport.clientWidth * pageShare;
    viewport.scrollBy({ left: direction === 'back' ? -distance : distance, behavior: 'smooth' });
  }, []);

  return { viewportRef, edges, scrollPage };
}
