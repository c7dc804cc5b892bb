import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Files as objects of one bucket of an S3-compatible store (AWS, MinIO, Aliyun OSS, Tencent COS),
 * addressed by path (bucket in the path, not the host name), which every one of them accepts.
 */
export class S3FileStorage implements FileStorage {
  /**
   * The SDK is loaded with the first storage on S3, not at every start of the product (about
   * 0.1 s of it), most of whose tenants keep their files on disk.
   */
  private readonly connection: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(private readonly location: S3Location) {
    this.connection = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: location.endpoint,
        region: location.region,
        forcePathStyle: true,
        credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      }),
    }));
  }

  async put(key: string, content: Buffer | Readable): Promise<void> {
    checked(key);
    const { sdk, client } = await this.connection;
    // A single PUT needs the length up front: a stream is gathered first (exports are a few MB).
    const body = Buffer.isBuffer(content) ? content : await gathered(content);
    await client.send(new sdk.PutObjectCommand({ Bucket: this.location.bucket, Key: key, Body: body }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    checked(key);
    const { sdk, client } = await this.connection;
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (
        error instanceof sdk.NoSuchKey ||
        (error instanceof sdk.S3ServiceException && error.name === 'NotFound')
      )
        return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    checked(key);
    const { sdk, client } = await this.connection;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
  }

  close(): void {
    void this.connection.then(({ client }) => client.destroy());
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
