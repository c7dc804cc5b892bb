import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { type FileStorage, isSafeKey, type StoredFile } from '@platform/storage/file-storage.port';

/** Files under a folder of the data directory, one file per key. */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, content: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed, so that a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(content) ? [content] : content, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    return { body: createReadStream(path), size: found.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return join(this.root, ...key.split('/'));
  }
}
