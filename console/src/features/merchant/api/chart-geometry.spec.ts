import {
  axisLabelIndexes,
  niceMax,
  polylinePoints,
  seriesPoints,
} from '@console/features/merchant/api/chart-geometry';

describe('chart geometry', () => {
  it.each([
    [[], 1],
    [[0, 0], 1],
    [[3], 5],
    [[7, 12], 20],
    [[99.5], 100],
    [[0.3], 0.5],
    [[1000], 1000],
  ])('the axis of %p reaches %p', (values, max) => {
    expect(niceMax(values)).toBeCloseTo(max);
  });

  it('spreads the values over the plot, the max at the top', () => {
    const area = { width: 140, height: 120, left: 40, bottom: 20 };
    expect(seriesPoints([0, 5, 10], 10, area)).toEqual([
      [40, 100],
      [90, 50],
      [140, 0],
    ]);
    expect(seriesPoints([4], 8, area)).toEqual([[90, 50]]);
    expect(
      polylinePoints([
        [1, 2],
        [3, 4],
      ]),
    ).toBe('1,2 3,4');
  });

  it('labels at most a few periods, the first and the last among them', () => {
    expect(axisLabelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(axisLabelIndexes(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
  });
});
