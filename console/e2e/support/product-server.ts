import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteRedisKeys } from '../../../services/src/platform/jobs/testing/test-redis';
import { compiledScript } from '../../../services/src/platform/testing/compiled-script';
import { createScratchDatabase } from '../../../services/src/platform/testing/test-postgres';

const repositoryRoot = resolve(__dirname, '../../..');

export interface ProductServer {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (the compiled server of dist/server, which `npm run e2e`
 * builds first), on a scratch database of the machine's PostgreSQL, the machine's Redis and the
 * console built into console/dist; bound to loopback on a free port.
 */
export async function startProductServer(
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ProductServer> {
  const database = await createScratchDatabase('e2e');
  // A queue of this server's own: another server on the machine's Redis must not take its jobs.
  const jobQueue = `e2e-${randomUUID()}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'steward-e2e-'));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [compiledScript('services/src/main.ts')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      JOB_QUEUE: jobQueue,
      DATA_DIR: dataDir,
      CONSOLE_DIR: join(repositoryRoot, 'console/dist'),
      LOG_LEVEL: 'warn',
      // The run signs in as admin from loopback far more often than the limits allow a person.
      TOKEN_LIMIT_PER_IP: '100000',
      TOKEN_LIMIT_PER_ACCOUNT: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child);
  return {
    url,
    databaseUrl: database.url,
    async stop() {
      await stopProcess(child);
      await deleteRedisKeys(`bull:${jobQueue}:*`);
      await deleteRedisKeys(`steward:rate-limit:${jobQueue}:*`);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`the server at ${url} did not become healthy in 120 s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
