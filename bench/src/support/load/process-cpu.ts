import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time as Linux counts it in /proc, so that a bench can say where a request's work was done:
 * in the server under test, in PostgreSQL or in the load generator. Every thread of a process is
 * counted (a Node server's garbage collector and compiler threads included).
 */

/** /proc counts in clock ticks of 1/100 s (USER_HZ, 100 on every Linux the bench runs on). */
const ticksPerSecond = 100;

/** CPU seconds, user and system, that the processes have used so far; a process gone counts nothing. */
export async function cpuSecondsOf(pids: readonly number[]): Promise<number> {
  const used = await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
      if (stat === undefined) return 0;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    }),
  );
  return used.reduce((sum, ticks) => sum + ticks, 0) / ticksPerSecond;
}

/** How long a thread has run on a core, and waited on a run queue for one while it could run. */
export interface ThreadSchedule {
  onCoreSeconds: number;
  queuedSeconds: number;
}

/**
 * The schedule of a process's main thread (a Node server's event loop) so far, from
 * /proc/<pid>/task/<pid>/schedstat (nanoseconds); undefined for a process that is gone or a
 * kernel that keeps no such count. Time queued is time the thread had work and no core: taken by
 * other threads (PostgreSQL's backends, which its own queries wake, among them).
 */
export async function mainThreadSchedule(pid: number): Promise<ThreadSchedule | undefined> {
  const line = await readFile(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').catch(() => undefined);
  const [onCore, queued] = (line ?? '').trim().split(' ').map(Number);
  if (onCore === undefined || queued === undefined || Number.isNaN(onCore) || Number.isNaN(queued))
    return undefined;
  return { onCoreSeconds: onCore / 1e9, queuedSeconds: queued / 1e9 };
}

/** The processes of the machine's PostgreSQL server: the postmaster, its backends and workers. */
export async function postgresPids(): Promise<number[]> {
  const entries = await readdir('/proc');
  const pids = entries.filter((entry) => /^\d+$/.test(entry)).map(Number);
  const names = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')));
  return pids.filter((_, index) => names[index]!.trim() === 'postgres');
}

/**
 * The machine's CPU seconds so far, all cores together: in all, idle, and stolen (taken by the
 * hypervisor of a virtual machine for its other guests, which makes a run slower than the last
 * one for no reason of its own).
 */
export async function machineSeconds(): Promise<{ total: number; idle: number; stolen: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!;
  // user nice system idle iowait irq softirq steal; guest time is counted in user already.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const [, , , idle = 0, iowait = 0, , , steal = 0] = ticks;
  return {
    total: ticks.reduce((sum, value) => sum + value, 0) / ticksPerSecond,
    idle: (idle + iowait) / ticksPerSecond,
    stolen: steal / ticksPerSecond,
  };
}

/** What a load's CPU window watches besides the machine and the load generator. */
export interface CpuWatch {
  /** The server under test: its process, or each of its processes when its roles are split. */
  serverPids: readonly number[];
  /** Whether the machine's PostgreSQL serves it (not PGlite, which runs inside the server). */
  postgres: boolean;
}

/** Milliseconds of CPU per answered request over a measured load. */
export interface CpuPerRequest {
  server?: number;
  /**
   * Of the server's main threads (one per process), the time on a core and the time queued for
   * one: a server whose event loop waits for a core answers later however little CPU it uses.
   */
  serverMainThread?: { onCore: number; queued: number };
  postgres?: number;
  loadGenerator: number;
  /** The share of the machine's CPU left idle, from 0 to 1. */
  idle: number;
  /** The share the hypervisor took for other guests, from 0 to 1. */
  stolen: number;
}

/**
 * Opens a window over the watched processes; `close` answers their CPU per request since.
 * A PostgreSQL backend started inside the window counts from zero; one that ended inside it is
 * not counted (the pools under test keep theirs open).
 */
export async function openCpuWindow(watch: CpuWatch | undefined) {
  const serverPids = watch?.serverPids ?? [];
  const postgresAtStart = watch?.postgres ? await perPostgresPid() : undefined;
  const serverAtStart = await cpuSecondsOf(serverPids);
  const mainThreadsAtStart = await mainThreadsSchedule(serverPids);
  const machineAtStart = await machineSeconds();
  return {
    async close(requests: number, loadGeneratorSeconds: number): Promise<CpuPerRequest> {
      const perRequest = (seconds: number) => (1000 * seconds) / Math.max(requests, 1);
      const machine = await machineSeconds();
      const elapsed = machine.total - machineAtStart.total;
      const figures: CpuPerRequest = {
        loadGenerator: perRequest(loadGeneratorSeconds),
        idle: (machine.idle - machineAtStart.idle) / elapsed,
        stolen: (machine.stolen - machineAtStart.stolen) / elapsed,
      };
      if (serverPids.length > 0)
        figures.server = perRequest((await cpuSecondsOf(serverPids)) - serverAtStart);
      const mainThreads = await mainThreadsSchedule(serverPids);
      if (mainThreads && mainThreadsAtStart)
        figures.serverMainThread = {
          onCore: perRequest(mainThreads.onCoreSeconds - mainThreadsAtStart.onCoreSeconds),
          queued: perRequest(mainThreads.queuedSeconds - mainThreadsAtStart.queuedSeconds),
        };
      if (postgresAtStart) {
        let used = 0;
        for (const [pid, seconds] of await perPostgresPid())
          used += seconds - (postgresAtStart.get(pid) ?? 0);
        figures.postgres = perRequest(used);
      }
      return figures;
    },
  };
}

async function perPostgresPid(): Promise<Map<number, number>> {
  const pids = await postgresPids();
  const seconds = await Promise.all(pids.map((pid) => cpuSecondsOf([pid])));
  return new Map(pids.map((pid, index) => [pid, seconds[index]!]));
}

/** The main threads of the processes together; undefined if one cannot be read. */
async function mainThreadsSchedule(pids: readonly number[]): Promise<ThreadSchedule | undefined> {
  if (pids.length === 0) return undefined;
  const schedules = await Promise.all(pids.map(mainThreadSchedule));
  if (schedules.some((schedule) => schedule === undefined)) return undefined;
  return {
    onCoreSeconds: schedules.reduce((sum, schedule) => sum + schedule!.onCoreSeconds, 0),
    queuedSeconds: schedules.reduce((sum, schedule) => sum + schedule!.queuedSeconds, 0),
  };
}
