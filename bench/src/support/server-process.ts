import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from '@bench/support/concurrent-writers';
import { compiledScript } from '@platform/testing/compiled-script';

/** A program and its arguments, run from the repository root. */
export interface ProgramCommand {
  program: string;
  args: readonly string[];
}

export interface ServerProcess {
  /** The process started; for a launcher such as `npm start`, the launcher's (the server is its descendant). */
  pid: number;
  /** From spawning the process to its first `ready`. */
  startMs: number;
  stop(): Promise<void>;
}

const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
/** Often enough that a start bench times the start, not the polling. */
const readyPollMs = 20;

/**
 * BENCH_CPU_PROFILE_DIR: where each product process writes a V8 CPU profile when it stops (open
 * it in Chrome's DevTools or speedscope), to see where a bench's time goes.
 */
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

/** The product as `npm start` runs it: the compiled server (scripts/build.mjs builds it). */
export const compiledProduct: ProgramCommand = {
  program: process.execPath,
  args: [...profiling, compiledScript('services/src/main.ts')],
};

/** A TypeScript entry point of the bench itself, compiled in memory. */
export const benchScript = (script: string): ProgramCommand => ({
  program: process.execPath,
  args: ['-r', '@swc-node/register', script],
});

/**
 * A program run in a process group of its own (so that stopping a launcher stops what it
 * launched), its output in a log file whose tail is shown if it fails to become `ready` in time.
 * `env` adds to this process's environment; a name set to undefined is left out.
 */
export async function startServerProcess(
  command: ProgramCommand,
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): Promise<ServerProcess> {
  const log = join(await mkdtemp(join(tmpdir(), 'bench-server-')), 'output.log');
  const started = process.hrtime.bigint();
  const child = spawn(command.program, command.args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = createWriteStream(log);
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await ready().catch(() => false)) {
      const startMs = Number(process.hrtime.bigint() - started) / 1e6;
      return { pid: child.pid!, startMs, stop: () => stopGroup(child) };
    }
    await sleep(readyPollMs);
  }
  await stopGroup(child);
  const tail = (await readFile(log, 'utf8')).split('\n').slice(-30).join('\n');
  throw new Error(`${[command.program, ...command.args].join(' ')} did not start (log: ${log}):\n${tail}`);
}

/** Whether `url` answers 2xx. */
export async function answersOk(url: string): Promise<boolean> {
  return (await fetch(url)).ok;
}

/** SIGTERM to the whole group, as a deployment stops it; SIGKILL if it is still there after ten seconds. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  return new Promise((resolve) => {
    const kill = setTimeout(() => signal('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    signal('SIGTERM');
  });
}
