import { freePort } from '@bench/support/free-port';
import { answersOk, compiledProduct, startServerProcess } from '@bench/support/server-process';

export interface ProductProcess {
  /** http://127.0.0.1:<port>, where /api answers; absent for a process without the api role. */
  url: string | undefined;
  pid: number;
  stop(): Promise<void>;
}

/** A token secret every product process of a bench shares, so a bare baseline can verify its tokens. */
export const benchTokenSecret = 'bench-token-secret-of-at-least-32-characters';

/**
 * The product as `npm start` runs it (the compiled server), in a process of its own on
 * loopback, set by environment as a deployment is. Sign-in limits are raised (a bench signs in
 * far more often than a person) and the 44,703-region import is skipped. Ready once
 * /api/health answers; a process without the api role (PROCESS_ROLES) once `ready` says so.
 */
export async function startProduct(
  env: NodeJS.ProcessEnv,
  ready?: () => Promise<boolean>,
): Promise<ProductProcess> {
  const serves = (env.PROCESS_ROLES ?? 'api').split(',').includes('api');
  const port = await freePort();
  const url = serves ? `http://127.0.0.1:${port}` : undefined;
  const isReady = url ? () => answersOk(`${url}/api/health`) : ready;
  if (!isReady) throw new Error('a product process without the api role needs `ready`');
  const server = await startServerProcess(
    compiledProduct,
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REGION_IMPORT: 'off',
      // The embedded benches start in a data folder: no demo orders playing beside what is timed.
      DEMO_DATA: 'off',
      TOKEN_SECRET: benchTokenSecret,
      TOKEN_LIMIT_PER_IP: '100000000',
      TOKEN_LIMIT_PER_ACCOUNT: '100000000',
      ...env,
    },
    isReady,
  );
  return { url, pid: server.pid, stop: () => server.stop() };
}
