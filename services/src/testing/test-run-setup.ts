import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { testRunVariable } from './product-image-names';

/**
 * jest's global setup: names this run, so its suites share one product image (product-images.ts),
 * and builds the server when a source changed since its last build, for the specs that start
 * the product's processes as it is deployed (compiled-script.ts).
 */
export default function setUpTestRun(): void {
  process.env[testRunVariable] ??= randomBytes(6).toString('hex');
  execFileSync(process.execPath, ['scripts/build.mjs', 'server'], {
    cwd: resolve(__dirname, '../../..'),
    stdio: 'inherit',
  });
}
