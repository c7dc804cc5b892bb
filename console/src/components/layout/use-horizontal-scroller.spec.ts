import { scrollEdges } from '@console/components/layout/use-horizontal-scroller';

describe('where a sideways strip stands', () => {
  it.each([
    [
      'fits, so it does not overflow',
      0,
      800,
      { overflows: false, canScrollBack: false, canScrollForward: false },
    ],
    [
      'at the start can only go forward',
      0,
      1500,
      { overflows: true, canScrollBack: false, canScrollForward: true },
    ],
    [
      'in the middle can go both ways',
      300,
      1500,
      { overflows: true, canScrollBack: true, canScrollForward: true },
    ],
    // Browsers round fractional positions: half a pixel short of the end is the end.
    [
      'at the end can only go back',
      699.5,
      1500,
      { overflows: true, canScrollBack: true, canScrollForward: false },
    ],
  ])('a strip that %s', (_, scrollLeft, scrollWidth, edges) => {
    expect(scrollEdges(scrollLeft, 800, scrollWidth)).toEqual(edges);
  });
});
