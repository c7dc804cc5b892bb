import fc from 'fast-check';
import {
  formatWireDate,
  formatWireDay,
  getWireTimeZone,
  parseWireDate,
  setWireTimeZone,
  wireDateSchema,
} from './wire-dates';

describe('formatWireDate', () => {
  it('writes an instant as the Shanghai wall clock by default', () => {
    expect(formatWireDate(new Date('2025-03-01T16:05:09Z'))).toBe('2025-03-02 00:05:09');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatWireDate(new Date('2025-03-01T16:00:00Z'))).toBe('2025-03-02 00:00:00');
  });

  it('uses the zone it is given', () => {
    expect(formatWireDate(new Date('2025-07-01T12:00:00Z'), 'Europe/Paris')).toBe('2025-07-01 14:00:00');
    expect(formatWireDate(new Date('2025-01-01T12:00:00Z'), 'Europe/Paris')).toBe('2025-01-01 13:00:00');
  });

  it('writes the wall clock Intl shows, across changes of offset and in the minutes around them', () => {
    // Summer time in whole hours and in half an hour (Lord Howe), offsets of 5:45 and of
    // 8:05:43 (Shanghai's local mean time before 1901), and Shanghai's summers of the 1940s.
    const zones = [
      'Asia/Shanghai',
      'Europe/Paris',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
    ];
    const intl = (instant: number, timeZone: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(instant);
    const changeOfParis = Date.parse('2025-03-30T01:00:00Z');
    // Shanghai left local mean time 17 s into a minute: the only change inside a minute here.
    const endOfShanghaiMeanTime = Date.parse('1900-12-31T15:54:17Z');
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.oneof(
          fc.integer({ min: Date.parse('1890-01-01'), max: Date.parse('2100-01-01') }),
          fc.integer({ min: changeOfParis - 120_000, max: changeOfParis + 120_000 }),
          fc.integer({ min: endOfShanghaiMeanTime - 120_000, max: endOfShanghaiMeanTime + 120_000 }),
        ),
        (timeZone, instant) => {
          expect(formatWireDate(new Date(instant), timeZone)).toBe(intl(instant, timeZone));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('formatWireDay', () => {
  it("names Shanghai's day, which begins at 16:00 UTC the day before", () => {
    expect(formatWireDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(formatWireDay(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
    expect(formatWireDay(new Date('2026-11-28T16:00:00Z'), 'UTC')).toBe('2026-11-28');
  });
});

describe('parseWireDate', () => {
  it('reads a date and time in Shanghai', () => {
    expect(parseWireDate('2025-03-02 00:05:09')?.toISOString()).toBe('2025-03-01T16:05:09.000Z');
  });

  it('reads a day as its midnight', () => {
    expect(parseWireDate('2025-03-02')?.toISOString()).toBe('2025-03-01T16:00:00.000Z');
  });

  it('follows daylight saving time in zones that have it', () => {
    expect(parseWireDate('2025-07-01 14:00:00', 'Europe/Paris')?.toISOString()).toBe(
      '2025-07-01T12:00:00.000Z',
    );
    expect(parseWireDate('2025-01-01 13:00:00', 'Europe/Paris')?.toISOString()).toBe(
      '2025-01-01T12:00:00.000Z',
    );
  });

  it('round-trips with formatWireDate', () => {
    const text = '2024-02-29 23:59:59';
    expect(formatWireDate(parseWireDate(text)!)).toBe(text);
  });

  it.each([
    ['2025-02-30'],
    ['2025-13-01 00:00:00'],
    ['2025-01-01 24:00:00'],
    ['2025-01-01 12:60:00'],
    ['2025-01-01T00:00:00'],
    ['2025-1-1'],
    ['2025-01-01 00:00'],
    [' 2025-01-01'],
    ['yesterday'],
  ])('refuses %p', (text) => {
    expect(parseWireDate(text)).toBeUndefined();
  });
});

describe('setWireTimeZone', () => {
  afterEach(() => setWireTimeZone('Asia/Shanghai'));

  it('changes the zone used when none is given', () => {
    setWireTimeZone('UTC');

    expect(getWireTimeZone()).toBe('UTC');
    expect(formatWireDate(new Date('2025-03-01T16:05:09Z'))).toBe('2025-03-01 16:05:09');
    expect(parseWireDate('2025-03-01')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('refuses an unknown zone and keeps the previous one', () => {
    expect(() => setWireTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(getWireTimeZone()).toBe('Asia/Shanghai');
  });
});

describe('wireDateSchema', () => {
  it('yields a Date', () => {
    expect(wireDateSchema.parse('2025-03-02')).toEqual(new Date('2025-03-01T16:00:00Z'));
  });

  it('names the expected forms when the text is malformed', () => {
    const result = wireDateSchema.safeParse('02/03/2025');

    expect(result.error?.issues[0]?.message).toBe('日期格式应为 yyyy-MM-dd HH:mm:ss 或 yyyy-MM-dd');
  });
});
