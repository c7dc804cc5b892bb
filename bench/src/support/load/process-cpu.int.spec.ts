import { cpuSecondsOf, machineSeconds, postgresPids } from '@bench/support/load/process-cpu';

describe('process CPU from /proc', () => {
  it('counts the CPU a process burns', async () => {
    const before = await cpuSecondsOf([process.pid]);
    const until = performance.now() + 300;
    while (performance.now() < until);
    const burnt = (await cpuSecondsOf([process.pid])) - before;
    expect(burnt).toBeGreaterThanOrEqual(0.2);
    expect(burnt).toBeLessThan(2);
  });

  it('counts nothing for a process that is gone', async () => {
    expect(await cpuSecondsOf([2 ** 22 + 1])).toBe(0);
  });

  it("finds the machine's PostgreSQL server, which the tests run on", async () => {
    const pids = await postgresPids();
    expect(pids.length).toBeGreaterThan(0);
    expect(pids).not.toContain(process.pid);
  });

  it("reads the machine's CPU seconds, of which some are idle and some may be stolen", async () => {
    const { total, idle, stolen } = await machineSeconds();
    expect(total).toBeGreaterThan(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(stolen).toBeGreaterThanOrEqual(0);
    expect(idle + stolen).toBeLessThanOrEqual(total);
  });
});
