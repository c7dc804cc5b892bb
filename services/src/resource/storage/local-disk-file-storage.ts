import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { type FileStorage, isSafeKey, type StoredFile } from '@services/resource/storage/file-storage.port';

/** Files under a folder of the data directory, one file per key. */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed, so that a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, content);
    await rename(partial, path);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    return { body: createReadStream(path), size: found.size };
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return join(this.root, ...key.split('/'));
  }
}
