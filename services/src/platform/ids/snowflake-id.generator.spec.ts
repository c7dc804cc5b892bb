import { EPOCH_MS, MAX_WORKER_ID, SnowflakeIdGenerator, workerIdFromEnv } from './snowflake-id.generator';

/** A clock the test moves by hand. */
function manualClock(startMs: number) {
  let now = startMs;
  return { read: () => now, set: (ms: number) => (now = ms) };
}

const decode = (id: string) => {
  const value = BigInt(id);
  return {
    ms: Number(value >> 22n) + EPOCH_MS,
    workerId: Number((value >> 12n) & 1023n),
    sequence: Number(value & 4095n),
  };
};

const t0 = Date.parse('2025-03-01T00:00:00Z');

describe('SnowflakeIdGenerator', () => {
  it('packs the timestamp, the worker id and the sequence into a decimal string', () => {
    const clock = manualClock(t0);
    const ids = new SnowflakeIdGenerator({ workerId: 37, clock: clock.read });

    const first = ids.next();
    const second = ids.next();

    expect(first).toMatch(/^[1-9]\d{18}$/);
    expect(decode(first)).toEqual({ ms: t0, workerId: 37, sequence: 0 });
    expect(decode(second)).toEqual({ ms: t0, workerId: 37, sequence: 1 });
  });

  it('restarts the sequence when the millisecond changes', () => {
    const clock = manualClock(t0);
    const ids = new SnowflakeIdGenerator({ workerId: 1, clock: clock.read });
    ids.next();
    ids.next();

    clock.set(t0 + 5);

    expect(decode(ids.next())).toEqual({ ms: t0 + 5, workerId: 1, sequence: 0 });
  });

  it('keeps ids increasing when the clock steps back', () => {
    const clock = manualClock(t0);
    const ids = new SnowflakeIdGenerator({ workerId: 2, clock: clock.read });
    const before = ids.next();

    clock.set(t0 - 60_000);
    const after = ids.next();

    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    expect(decode(after)).toEqual({ ms: t0, workerId: 2, sequence: 1 });
  });

  it('borrows the next millisecond when 4096 ids were drawn in one', () => {
    const clock = manualClock(t0);
    const ids = new SnowflakeIdGenerator({ workerId: 3, clock: clock.read });
    const drawn = Array.from({ length: 4097 }, () => ids.next());

    expect(new Set(drawn).size).toBe(4097);
    expect(decode(drawn[4095]!)).toEqual({ ms: t0, workerId: 3, sequence: 4095 });
    expect(decode(drawn[4096]!)).toEqual({ ms: t0 + 1, workerId: 3, sequence: 0 });
  });

  it('yields strictly increasing, unique ids on the real clock', () => {
    const ids = new SnowflakeIdGenerator({ workerId: 0 });
    const drawn = Array.from({ length: 20_000 }, () => BigInt(ids.next()));

    expect(drawn.every((id, i) => i === 0 || id > drawn[i - 1]!)).toBe(true);
  });

  it('refuses a worker id outside 0..1023', () => {
    expect(() => new SnowflakeIdGenerator({ workerId: 1024 })).toThrow(/0\.\.1023/);
    expect(() => new SnowflakeIdGenerator({ workerId: -1 })).toThrow(/0\.\.1023/);
    expect(() => new SnowflakeIdGenerator({ workerId: 1.5 })).toThrow(/0\.\.1023/);
  });
});

describe('workerIdFromEnv', () => {
  it('reads WORKER_ID', () => {
    expect(workerIdFromEnv({ WORKER_ID: '513' })).toBe(513);
  });

  it('draws a random id in range when WORKER_ID is unset', () => {
    const drawn = Array.from({ length: 50 }, () => workerIdFromEnv({}));

    for (const id of drawn) expect(id >= 0 && id <= MAX_WORKER_ID).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(1);
  });

  it('refuses a WORKER_ID that is not an integer in range', () => {
    expect(() => workerIdFromEnv({ WORKER_ID: 'abc' })).toThrow(/WORKER_ID/);
    expect(() => workerIdFromEnv({ WORKER_ID: '1024' })).toThrow(/WORKER_ID/);
  });
});
