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

/**
 * A reading of /proc with Node's own count taken just before and just after it. The read is
 * awaited, and on a busy machine the process's other threads (its garbage collector) may burn
 * CPU meanwhile; bracketing the read bounds what /proc may have counted at that moment.
 */
async function bracketed<T>(read: () => Promise<T>) {
  const nodeBefore = nodeCpuSeconds();
  const value = await read();
  return { value, nodeBefore, nodeAfter: nodeCpuSeconds() };
}

/** Burns this process's CPU for the given seconds by its own count. */
function burn(seconds: number) {
  const start = nodeCpuSeconds();
  while (nodeCpuSeconds() - start < seconds);
}

/** One tick of /proc's count, by which each of its readings may fall short. */
const tick = 0.01;

describe('process CPU from /proc', () => {
  it('counts the CPU a process burns, as the process itself counts it', async () => {
    const before = await bracketed(() => cpuSecondsOf([process.pid]));
    // Burns CPU rather than waiting out a wall-clock time: on a busy machine the same 300 ms of
    // wall time may hold much less CPU for this process.
    burn(0.3);
    const after = await bracketed(() => cpuSecondsOf([process.pid]));
    const procBurnt = after.value - before.value;
    // At least what Node counted between the two reads, at most what it counted around them.
    expect(procBurnt).toBeGreaterThan(after.nodeBefore - before.nodeAfter - 2 * tick);
    expect(procBurnt).toBeLessThan(after.nodeAfter - before.nodeBefore + 2 * tick);
  });

  it('counts nothing for a process that is gone', async () => {
    expect(await cpuSecondsOf([2 ** 22 + 1])).toBe(0);
  });

  it('counts the time the main thread runs, within what the whole process burns', async () => {
    const before = await bracketed(() => mainThreadSchedule(process.pid));
    burn(0.3);
    const after = await bracketed(() => mainThreadSchedule(process.pid));
    const onCore = after.value!.onCoreSeconds - before.value!.onCoreSeconds;
    // The burn is the main thread's; the process's other threads (its garbage collector) add to
    // Node's count only, and the reads around the burn to both.
    expect(onCore).toBeGreaterThan(0.2);
    expect(onCore).toBeLessThan(after.nodeAfter - before.nodeBefore + tick);
    expect(after.value!.queuedSeconds).toBeGreaterThanOrEqual(before.value!.queuedSeconds);
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
