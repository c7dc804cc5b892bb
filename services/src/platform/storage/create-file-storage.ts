import { join } from 'node:path';
import type { AppConfig } from '@platform/config/app-config';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { LocalDiskFileStorage } from '@platform/storage/local-disk-file-storage';
import { MemoryFileStorage } from '@platform/storage/memory-file-storage';

/** Files live in `files/` under DATA_DIR, or in memory when the data directory is memory://. */
export function createFileStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  if (config.dataDir.startsWith('memory://')) return new MemoryFileStorage();
  return new LocalDiskFileStorage(join(config.dataDir, 'files'));
}
