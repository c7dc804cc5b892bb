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

/** The product as `npm start` runs it: the compiled server (scripts/build.mjs builds it). */
export const compiledProduct: readonly string[] = ['dist/server/services/src/main.js'];

/** A TypeScript entry point of the bench itself, compiled in memory. */
export const benchScript = (script: string): readonly string[] => ['-r', '@swc-node/register', script];

/**
 * A node program (`nodeArgs`: compiledProduct or benchScript) run in a process of its own, its
 * output in a log file whose tail is shown if it fails to become `ready` in time.
 */
export async function startServerProcess(
  nodeArgs: readonly string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): Promise<ServerProcess> {
  const log = join(await mkdtemp(join(tmpdir(), 'bench-server-')), 'output.log');
  const child = spawn(process.execPath, nodeArgs, {
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
  throw new Error(`${nodeArgs.join(' ')} did not start (log: ${log}):\n${tail}`);
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
