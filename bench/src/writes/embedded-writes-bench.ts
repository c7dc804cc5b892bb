import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandLine, failuresOf, figuresTable, ratioLine } from '@bench/support/load/figures-report';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { runLoad } from '@bench/support/load/run-load';
import { paramSubmitRecipe } from '@bench/support/param-submit';
import { startProduct } from '@bench/support/product-process';
import { sessionHeaders } from '@bench/support/sign-in';

/**
 * The writes bench on the embedded default (PGlite in a fresh DATA_DIR, no DATABASE_URL): POST
 * blade-system/param/submit with read-your-writes from 1 and from 16 writers, loads from a
 * process of their own. 16 writers should be no slower than one, with p99 under a second.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const writerCounts = [1, 16] as const;

export async function runEmbeddedWritesBench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-embedded-'));
  try {
    const product = await startProduct({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      const submit = paramSubmitRecipe(product.url!, await sessionHeaders(product.url!, 16));
      const rows: Array<readonly [string, LoadFigures]> = [];
      for (const writers of writerCounts)
        rows.push([
          'POST param/submit on PGlite',
          await runLoad(submit, { clients: writers, seconds, warmupSeconds }),
        ]);
      report(rows);
    } finally {
      await product.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(rows: ReadonlyArray<readonly [string, LoadFigures]>): void {
  const [one, sixteen] = rows.map(([, figures]) => figures) as [LoadFigures, LoadFigures];
  console.log(
    `\nparam submit with read-your-writes on the embedded PGlite, ${seconds} s per load after ${warmupSeconds} s warm-up`,
  );
  console.log(figuresTable(rows));
  const scaling = sixteen.perSecond / one.perSecond;
  console.log(ratioLine('\n16 writers/1 writer throughput', scaling, '≥ 1', scaling >= 1));
  console.log(
    `p99 with 16 writers: ${Math.round(sixteen.p99)} ms (target < 1000 ms: ${sixteen.p99 < 1000 ? 'met' : 'missed'})`,
  );
  for (const failure of failuresOf(rows)) console.log(`failed: ${failure}`);
  console.log(
    `\n${commandLine('writes-embedded', { BENCH_SECONDS: seconds, BENCH_WARMUP_SECONDS: warmupSeconds })}`,
  );
}

if (require.main === module) {
  runEmbeddedWritesBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
