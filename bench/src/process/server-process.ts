import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { freePort } from '@bench/support/free-port';

/** How a server is started, from the repository root. */
export interface ServerCommand {
  label: string;
  program: string;
  args: readonly string[];
}

export interface RunningServer {
  url: string;
  /** The process started; for `npm start`, npm's (the server is its descendant). */
  pid: number;
  /** From spawning the process to the first 200 of /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/** Runs `use` on a started server, and stops the server whatever `use` does. */
export async function withServer<T>(
  command: ServerCommand,
  database: { url: string; dataDir: string },
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(command, database.url, database.dataDir);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/**
 * Starts the product as a child process, in a process group of its own, on the given database
 * and waits until /api/health answers. Jobs run in-process (no REDIS_URL), logs go nowhere:
 * what is timed is the start.
 */
async function startServer(
  command: ServerCommand,
  databaseUrl: string,
  dataDir: string,
): Promise<RunningServer> {
  const port = await freePort();
  const { REDIS_URL: _redis, CONSOLE_DIR: _console, ...inherited } = process.env;
  const started = process.hrtime.bigint();
  const child = spawn(command.program, command.args, {
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, child);
  const startMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { url, pid: child.pid!, startMs, stop: () => stopProcess(child) };
}

/** A process's resident memory now (VmRSS) and at its highest so far (VmHWM), in MB. */
export async function residentMemory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`the server at ${url} did not answer /api/health in 300 s`);
}

/** SIGTERM to the whole group: `npm start` does not pass it on to the server it runs. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}
