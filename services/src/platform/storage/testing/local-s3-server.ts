import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver accepts for signed requests. */
export const localS3Credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** A real S3 API server on loopback (s3rver) with one bucket, its objects in a temporary folder. */
export async function startLocalS3Server(bucket = 'steward-files'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'steward-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
