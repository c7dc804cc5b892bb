import {
  cpuSecondsOf,
  machineSeconds,
  mainThreadSchedule,
  postgresPids,
} from '@bench/support/load/process-cpu';

/** CPU seconds, user and system, that this process has used so far by Node's own count. */
const nodeCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

describe('process CPU from /proc', () => {
  it('counts the CPU a process burns, as the process itself counts it', async () => {
    const procBefore = await cpuSecondsOf([process.pid]);
    const nodeBefore = nodeCpuSeconds();
    // Burns CPU rather than waiting out a wall-clock time: on a busy machine the same 300 ms of
    // wall time may hold much less CPU for this process.
    while (nodeCpuSeconds() - nodeBefore < 0.3);
    const procBurnt = (await cpuSecondsOf([process.pid])) - procBefore;
    const nodeBurnt = nodeCpuSeconds() - nodeBefore;
    // /proc counts in ticks of 10 ms, and other threads of this process run meanwhile.
    expect(Math.abs(procBurnt - nodeBurnt)).toBeLessThan(0.05);
  });

  it('counts nothing for a process that is gone', async () => {
    expect(await cpuSecondsOf([2 ** 22 + 1])).toBe(0);
  });

  it('counts the time the main thread runs, within what the whole process burns', async () => {
    const before = (await mainThreadSchedule(process.pid))!;
    const nodeBefore = nodeCpuSeconds();
    while (nodeCpuSeconds() - nodeBefore < 0.3);
    const after = (await mainThreadSchedule(process.pid))!;
    const nodeBurnt = nodeCpuSeconds() - nodeBefore;
    const onCore = after.onCoreSeconds - before.onCoreSeconds;
    // The burn is the main thread's; the process's other threads (its garbage collector) add to
    // Node's count only, and the reads around the burn to the thread's.
    expect(onCore).toBeGreaterThan(0.2);
    expect(onCore).toBeLessThan(nodeBurnt + 0.05);
    expect(after.queuedSeconds).toBeGreaterThanOrEqual(before.queuedSeconds);
  });

  it('reads no schedule for a process that is gone', async () => {
    expect(await mainThreadSchedule(2 ** 22 + 1)).toBeUndefined();
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
