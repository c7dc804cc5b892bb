import { maxDelayMs } from '@platform/jobs/job-catalogue';
import { exponentialBackoffMs } from '@platform/jobs/in-process/run-attempt';

describe('exponentialBackoffMs', () => {
  it('waits the base after the first attempt and doubles after each further one, as BullMQ does', () => {
    expect([1, 2, 3, 4].map((attemptsMade) => exponentialBackoffMs(1000, attemptsMade))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(exponentialBackoffMs(0, 5)).toBe(0);
  });

  it('never waits longer than a timer can', () => {
    expect(exponentialBackoffMs(1000, 200)).toBe(maxDelayMs);
  });
});
