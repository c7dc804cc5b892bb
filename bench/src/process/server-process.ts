import { readFile } from 'node:fs/promises';
import { freePort } from '@bench/support/free-port';
import {
  answersOk,
  type ProgramCommand,
  type ServerProcess,
  startServerProcess,
} from '@bench/support/server-process';

/** How a server is started, named for the bench's table. */
export interface ServerCommand extends ProgramCommand {
  label: string;
}

export interface RunningServer extends ServerProcess {
  url: string;
}

/** PostgreSQL at `url`, or without one the embedded PGlite under `dataDir`. */
export interface ServerDatabase {
  url?: string;
  dataDir: string;
}

/**
 * Runs `use` on the product started by `command` on the given database, once /api/health
 * answers, and stops it whatever `use` does. Jobs run in-process (no REDIS_URL): what is timed
 * is the start.
 */
export async function withServer<T>(
  command: ServerCommand,
  database: ServerDatabase,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServerProcess(
    command,
    {
      REDIS_URL: undefined,
      CONSOLE_DIR: undefined,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: database.dataDir,
    },
    () => answersOk(`${url}/api/health`),
  );
  try {
    return await use({ ...server, url });
  } finally {
    await server.stop();
  }
}

/** A process's resident memory now (VmRSS) and at its highest so far (VmHWM), in MB. */
export async function residentMemory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
