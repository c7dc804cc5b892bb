import type { LoadFigures } from '@bench/support/load/load-recipe';
import { medianP50Of } from '@bench/support/load/loads-in-turn';

/** A load's figures that matter here: its p50; the rest as a load of one request would have them. */
const withP50 = (p50: number): LoadFigures => ({
  clients: 1,
  requests: 1,
  errors: 0,
  misses: 0,
  seconds: 1,
  perSecond: 1,
  p50,
  p95: p50,
  p99: p50,
  max: p50,
});

describe("the median of a label's p50s", () => {
  it('takes the middle round of an odd count, whichever order they ran in', () => {
    const ran: Array<[string, LoadFigures]> = [
      ['a', withP50(9)],
      ['b', withP50(100)],
      ['a', withP50(2)],
      ['a', withP50(4)],
    ];
    expect(medianP50Of(ran, 'a')).toBe(4);
    expect(medianP50Of(ran, 'b')).toBe(100);
  });

  it('takes the mean of the two middle rounds of an even count', () => {
    const ran: Array<[string, LoadFigures]> = [5, 1, 3, 50].map((p50) => ['a', withP50(p50)]);
    expect(medianP50Of(ran, 'a')).toBe(4);
  });
});
