import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { signIn } from '@bench/support/sign-in';

/**
 * What storing an upload costs beside the disk itself: BENCH_FILES files (100; the issue's
 * figure is 1,000) of 1 MB sent to put-file by BENCH_UPLOAD_CLIENTS clients (4), each parsed,
 * sniffed, written to the local disk storage and recorded as an attachment (read-your-writes),
 * beside writing the same bytes to files of a folder with the same concurrency.
 */
const files = Number(process.env.BENCH_FILES ?? 100);
const clients = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 4);
const megabyte = 1024 * 1024;

/** A PDF's first bytes, then random ones: put-file accepts it, nothing compresses it. */
const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(megabyte - 9)]);

/** Runs `task(0..files-1)` on `clients` loops; answers the seconds it took. */
async function timed(task: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = next++; index < files; index = next++) await task(index);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function runPutFileBench(): Promise<void> {
  const scratch = await createScratchDatabase('put_file');
  const dataDir = await mkdtemp(join(tmpdir(), 'steward-bench-data-'));
  const direct = await mkdtemp(join(tmpdir(), 'steward-bench-direct-'));
  const product = await startProduct({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
  try {
    const token = await signIn(product.url!);
    const upload = async (index: number) => {
      const form = new FormData();
      form.append('file', new Blob([content]), `bench-${index}.pdf`);
      const answer = await fetch(`${product.url}/api/blade-resource/oss/endpoint/put-file`, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${token}` },
        body: form,
      });
      const body = (await answer.json()) as { code: number; msg: string };
      if (body.code !== 200) throw new Error(`put-file ${index}: ${body.code} ${body.msg}`);
    };
    await upload(-1); // the first call warms the route, the parser and the connection pool
    const productSeconds = await timed(upload);
    const directSeconds = await timed((index) => writeFile(join(direct, `bench-${index}.pdf`), content));

    const rate = (seconds: number) => (files / seconds).toFixed(1).padStart(8);
    console.log(`\n${files} files of 1 MB, ${clients} clients`);
    console.log(`  written to disk directly  ${rate(directSeconds)} files/s`);
    console.log(`  put-file (local disk)     ${rate(productSeconds)} files/s`);
    console.log(`  ratio put-file/direct: ${(directSeconds / productSeconds).toFixed(2)}`);
    console.log(`\n  BENCH_FILES=${files} BENCH_UPLOAD_CLIENTS=${clients} npm run bench put-file`);
  } finally {
    await product.stop();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(direct, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runPutFileBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
