import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { LocalDiskFileStorage } from '@platform/storage/local-disk-file-storage';
import { MemoryFileStorage } from '@platform/storage/memory-file-storage';

describe.each([
  ['local disk', async () => new LocalDiskFileStorage(await mkdtemp(join(tmpdir(), 'steward-files-')))],
  ['memory', async () => new MemoryFileStorage()],
])('file storage on %s', (_, open) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => {
    if (storage instanceof LocalDiskFileStorage)
      await rm((storage as unknown as { root: string }).root, { recursive: true });
  });

  it('gives back what was put, replaces it, and knows no other key', async () => {
    await storage.put('000000/a.txt', Buffer.from('first'));
    await storage.put('000000/a.txt', Buffer.from('second'));
    const stored = await storage.get('000000/a.txt');
    expect(stored?.size).toBe(6);
    expect(await text(stored!.body)).toBe('second');
    expect(await storage.get('000000/b.txt')).toBeUndefined();
  });

  it('writes a stream as it reads it, and keeps nothing of a stream that fails', async () => {
    const chunks = Array.from({ length: 100 }, (_, index) => `line ${index}\n`);
    await storage.put('000000/stream.csv', Readable.from(chunks));
    expect(await text((await storage.get('000000/stream.csv'))!.body)).toBe(chunks.join(''));

    async function* failing() {
      yield Buffer.from('half');
      throw new Error('source lost');
    }
    await expect(storage.put('000000/broken.csv', Readable.from(failing()))).rejects.toThrow('source lost');
    expect(await storage.get('000000/broken.csv')).toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
  });
});
