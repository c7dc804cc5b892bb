import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { compiledScript } from '@platform/testing/compiled-script';

/**
 * An operator command (`npm run <x> -- ...`) run as the operator runs it, compiled, from its
 * source `script`, on `databaseUrl` (a command that reaches the product over HTTP needs none):
 * its exit code, output and error output.
 */
export async function runCli(
  script: string,
  args: readonly string[],
  databaseUrl?: string,
): Promise<{ code: number; output: string; errors: string }> {
  const env = { ...process.env, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [compiledScript(script), ...args],
      { env },
    );
    return { code: 0, output: stdout, errors: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout, errors: failed.stderr };
  }
}
