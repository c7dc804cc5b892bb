import { percentiles } from '@bench/support/load/latency-percentiles';

describe('percentiles', () => {
  it('takes the nearest rank of the sorted latencies', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentiles(latencies)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('answers the one latency there is for every rank', () => {
    expect(percentiles([7.5])).toEqual({ p50: 7.5, p95: 7.5, p99: 7.5, max: 7.5 });
  });

  it('answers zeros when nothing succeeded', () => {
    expect(percentiles([])).toEqual({ p50: 0, p95: 0, p99: 0, max: 0 });
  });
});
