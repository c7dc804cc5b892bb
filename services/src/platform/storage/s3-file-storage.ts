import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isSafeKey, type StoredFile } from '@platform/storage/file-storage.port';

/** Where an S3-compatible store is and who we are there (a storage setting's fields). */
export interface S3Location {
  /** The service's address, e.g. https://oss-cn-hangzhou.aliyuncs.com or a MinIO URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files as objects of one bucket of an S3-compatible store (AWS, MinIO, Aliyun OSS, Tencent COS),
 * addressed by path (bucket in the path, not the host name), which every one of them accepts.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    });
  }

  async put(key: string, content: Buffer | Readable): Promise<void> {
    checked(key);
    // A single PUT needs the length up front: a stream is gathered first (exports are a few MB).
    const body = Buffer.isBuffer(content) ? content : await gathered(content);
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: key, Body: body }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    checked(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NotFound'))
        return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    checked(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

function checked(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
}

async function gathered(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
