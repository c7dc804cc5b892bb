import { randomBytes } from 'node:crypto';
import { testRunVariable } from './product-image-names';

/** jest's global setup: names this run, so its suites share one product image (product-images.ts). */
export default function nameTestRun(): void {
  process.env[testRunVariable] ??= randomBytes(6).toString('hex');
}
