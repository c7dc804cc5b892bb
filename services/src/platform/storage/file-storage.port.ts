import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live (avatars, contract templates, export files). Keys are relative
 * paths of safe segments ("000000/9f2c….png"), chosen by the caller; adapters never interpret
 * them beyond that. Local disk is the default; an S3-compatible object store is the other.
 */
export interface FileStorage {
  /** A stream is written as it is read: a large export never has to fit in memory. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** undefined when no file has this key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a key with no file is already removed. */
  remove(key: string): Promise<void>;
}

/** One to four path segments of letters, digits, dot, dash and underscore; no "..". */
const safeKey = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+){0,3}$/;

export function isSafeKey(key: string): boolean {
  return safeKey.test(key);
}
