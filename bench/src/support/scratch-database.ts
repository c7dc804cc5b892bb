import { createScratchDatabase as createOn, type ScratchDatabase } from '@platform/testing/test-postgres';

export type { ScratchDatabase };

/** The server the benchmarks run on; each benchmark works in databases of its own there. */
export const benchServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  return createOn(`bench_${label}`, benchServerUrl);
}
