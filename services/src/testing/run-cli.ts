import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** An operator command (`npm run <x> -- ...`) run as the operator runs it, on `databaseUrl`: its exit code and output. */
export async function runCli(
  script: string,
  args: readonly string[],
  databaseUrl: string,
): Promise<{ code: number; output: string }> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
  try {
    const { stdout } = await promisify(execFile)('node', ['-r', '@swc-node/register', script, ...args], {
      env,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}
