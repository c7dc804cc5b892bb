import { LogBatch } from '@services/log/log-batch';

const limits = { flushMs: 60_000, flushRows: 3, bufferRows: 5 };

describe('LogBatch', () => {
  it('writes a batch once flushRows wait, in one call', async () => {
    const written: number[][] = [];
    const batch = new LogBatch<number>(
      async (rows) => void written.push([...rows]),
      limits,
      () => {},
    );
    [1, 2, 3].forEach((row) => batch.push(row));
    await batch.flush();
    expect(written).toEqual([[1, 2, 3]]);
    await batch.stop();
  });

  it('drops and counts what arrives beyond the bound while the database does not answer', async () => {
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const written: number[] = [];
    const batch = new LogBatch<number>(
      async (rows) => {
        await stuck;
        written.push(...rows);
      },
      limits,
      () => {},
    );
    // A flood within one tick: the buffer holds its 5 rows, the 995 after them are dropped.
    for (let row = 0; row < 1000; row++) batch.push(row);
    expect(batch.dropped).toBe(995);
    // While the write hangs, what waits stays bounded too.
    await Promise.resolve();
    for (let row = 1000; row < 2000; row++) batch.push(row);
    expect(batch.dropped).toBe(995 + 1000 - 5);
    release();
    await batch.stop();
    expect(written).toEqual([0, 1, 2, 3, 4, 1000, 1001, 1002, 1003, 1004]);
  });

  it('counts a batch the database refused as dropped, and goes on', async () => {
    const errors: string[] = [];
    let fail = true;
    const written: number[] = [];
    const batch = new LogBatch<number>(
      async (rows) => {
        if (fail) throw new Error('database down');
        written.push(...rows);
      },
      limits,
      (problem) => errors.push(problem),
    );
    batch.push(1);
    await batch.flush();
    fail = false;
    batch.push(2);
    await batch.stop();
    expect(batch.dropped).toBe(1);
    expect(errors).toEqual([expect.stringContaining('database down')]);
    expect(written).toEqual([2]);
  });

  it('says on its next tick how many rows it dropped', async () => {
    jest.useFakeTimers();
    const problems: string[] = [];
    const batch = new LogBatch<number>(
      async () => {},
      { ...limits, flushRows: 100 },
      (problem) => problems.push(problem),
    );
    for (let row = 0; row < 8; row++) batch.push(row);
    await jest.advanceTimersByTimeAsync(limits.flushMs);
    await jest.advanceTimersByTimeAsync(limits.flushMs);
    await batch.stop();
    jest.useRealTimers();
    expect(problems).toEqual(['3 log rows dropped (3 since start)']);
  });
});
