import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { LocalDiskFileStorage } from '@platform/storage/local-disk-file-storage';
import { MemoryFileStorage } from '@platform/storage/memory-file-storage';
import { S3FileStorage } from '@platform/storage/s3-file-storage';
import {
  type LocalS3Server,
  localS3Credentials,
  startLocalS3Server,
} from '@platform/storage/testing/local-s3-server';

let s3: LocalS3Server | undefined;
afterAll(async () => {
  await s3?.close();
});

/** The S3 adapter against a real S3 API server (s3rver) on loopback. */
async function openS3(): Promise<FileStorage> {
  s3 = await startLocalS3Server();
  return new S3FileStorage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: localS3Credentials.accessKey,
    secretAccessKey: localS3Credentials.secretKey,
  });
}

describe.each([
  ['local disk', async () => new LocalDiskFileStorage(await mkdtemp(join(tmpdir(), 'steward-files-')))],
  ['memory', async () => new MemoryFileStorage()],
  ['an S3 API server', openS3],
])('file storage on %s', (_, open) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => {
    if (storage instanceof LocalDiskFileStorage)
      await rm((storage as unknown as { root: string }).root, { recursive: true });
    if (storage instanceof S3FileStorage) storage.close();
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

  it('removes a file, and removing a key with no file is no error', async () => {
    await storage.put('000000/gone.pdf', Buffer.from('%PDF-1.4'));
    await storage.remove('000000/gone.pdf');
    expect(await storage.get('000000/gone.pdf')).toBeUndefined();
    await expect(storage.remove('000000/never.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
  });
});
