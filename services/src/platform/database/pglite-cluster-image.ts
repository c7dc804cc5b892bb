import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A freshly initialised, empty PGlite cluster, kept as a file in the machine's temporary folder.
 * An in-memory database loaded from it skips initdb, which runs seconds of WebAssembly each time
 * (the test suites open one or two such databases per file). The file is named by the PGlite
 * version that wrote it, so an upgrade writes a new one; it is written under a temporary name
 * and renamed, so a reader never sees half of it.
 */
export function initialisedClusterImage(): Promise<Blob> {
  imageOfThisProcess ??= readOrWriteImage().catch((error: unknown) => {
    imageOfThisProcess = undefined;
    throw error;
  });
  return imageOfThisProcess;
}

let imageOfThisProcess: Promise<Blob> | undefined;

async function readOrWriteImage(): Promise<Blob> {
  const file = join(tmpdir(), `prepaid-steward-pglite-${await pgliteVersion()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const cluster = await PGlite.create('memory://');
    const image = await cluster.dumpDataDir('none');
    await cluster.close();
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  }
}

/** Read beside its entry point: the package does not export its package.json. */
async function pgliteVersion(): Promise<string> {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = await readFile(join(dirname(entry), '..', 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
