import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live (avatars, contract templates, export files). Keys are relative
 * paths of safe segments ("000000/9f2c….png"), chosen by the caller; adapters never interpret
 * them beyond that. Local disk is the default; an object store can stand in later.
 */
export interface FileStorage {
  /** A stream is written as it is read: a large export never has to fit in memory. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** undefined when no file has this key. */
  get(key: string): Promise<StoredFile | undefined>;
}

/** One to four path segments of letters, digits, dot, dash and underscore; no "..". */
const safeKey = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+){0,3}$/;

export function isSafeKey(key: string): boolean {
  return safeKey.test(key);
}
