import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from '@bench/support/concurrent-writers';

export interface ServerProcess {
  stop(): Promise<void>;
}

const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);

/**
 * A TypeScript entry point run in a process of its own (`node -r @swc-node/register <script>`,
 * as `npm start` runs the product), its output in a log file whose tail is shown if it fails to
 * become `ready` in time.
 */
export async function startServerProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): Promise<ServerProcess> {
  const log = join(await mkdtemp(join(tmpdir(), 'bench-server-')), 'output.log');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = createWriteStream(log);
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await ready().catch(() => false)) return { stop: () => stop(child) };
    await sleep(250);
  }
  await stop(child);
  const tail = (await readFile(log, 'utf8')).split('\n').slice(-30).join('\n');
  throw new Error(`${script} did not start (log: ${log}):\n${tail}`);
}

/** Whether `url` answers 2xx. */
export async function answersOk(url: string): Promise<boolean> {
  return (await fetch(url)).ok;
}

/** SIGTERM, as a deployment stops it; SIGKILL if it is still there after ten seconds. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
