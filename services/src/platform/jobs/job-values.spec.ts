import { nextDailyOccurrence } from '@platform/jobs/job-values';

describe('nextDailyOccurrence', () => {
  it('reads the time on the Beijing clock by default: 02:00 there is 18:00 UTC the day before', () => {
    // 01:00 on the 29th in Beijing.
    expect(nextDailyOccurrence('02:00', new Date('2026-11-28T17:00:00Z')).toISOString()).toBe(
      '2026-11-28T18:00:00.000Z',
    );
  });

  it('answers the moment itself when it is due, and the next day once it has passed', () => {
    const due = new Date('2026-11-28T18:00:00Z');
    expect(nextDailyOccurrence('02:00', due)).toEqual(due);
    expect(nextDailyOccurrence('02:00', new Date(due.getTime() + 1)).toISOString()).toBe(
      '2026-11-29T18:00:00.000Z',
    );
  });

  it('reads the time in the zone it is given', () => {
    expect(nextDailyOccurrence('02:00', new Date('2026-11-28T17:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-11-29T02:00:00.000Z',
    );
  });

  it('refuses a malformed time', () => {
    expect(() => nextDailyOccurrence('24:00', new Date())).toThrow('HH:mm');
  });
});
