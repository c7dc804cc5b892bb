import { Readable } from 'node:stream';
import { type FileStorage, isSafeKey, type StoredFile } from '@platform/storage/file-storage.port';

/** Files kept in memory, for a process whose database is in memory too (DATA_DIR=memory://). */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Buffer>();

  async put(key: string, content: Buffer | Readable): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    if (Buffer.isBuffer(content)) {
      this.files.set(key, Buffer.from(content));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(Buffer.from(chunk as Uint8Array));
    this.files.set(key, Buffer.concat(chunks));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const content = this.files.get(key);
    return content && { body: Readable.from([content]), size: content.length };
  }

  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
}
