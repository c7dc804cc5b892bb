import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { compiledScript } from '@platform/testing/compiled-script';

/**
 * A worker of the product in a process of its own (`PROCESS_ROLES=worker`), as a deployment
 * runs one: a fault test kills it for real (SIGKILL) and starts another.
 */
export function startWorkerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [compiledScript('services/src/main.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, PROCESS_ROLES: 'worker', LOG_LEVEL: 'silent', REGION_IMPORT: 'off', ...env },
    stdio: 'ignore',
  });
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * A TCP relay in front of Redis on loopback: `cut()` drops every connection through it and
 * refuses new ones until `restore()`, which is what a worker sees of a Redis restart.
 */
export class RedisLink {
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  private port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Listens again on the same port: the worker's reconnects find Redis back. */
  restore(): Promise<void> {
    return this.open();
  }
}
