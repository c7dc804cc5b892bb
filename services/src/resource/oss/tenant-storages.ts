import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { FILE_STORAGE } from '@platform/storage/file-storage.token';
import { S3FileStorage } from '@platform/storage/s3-file-storage';
import { OssQueries, type StorageSetting } from '@projections/resource/oss/oss.queries';

/** The storage a file goes to or comes from, and the setting that chose it (none: local disk). */
export interface ChosenStorage {
  storage: FileStorage;
  setting: StorageSetting | undefined;
}

/**
 * The storage port as a tenant sees it: new files go to the tenant's enabled setting, a stored
 * file comes back from the setting it was put with. "local" settings and tenants that enabled
 * none use the process's own storage (DATA_DIR/files). An S3 client is opened once per setting
 * and reopened when the setting changes.
 */
@Injectable()
export class TenantStorages implements OnModuleDestroy {
  private readonly opened = new Map<string, { version: number; storage: S3FileStorage }>();

  constructor(
    private readonly settings: OssQueries,
    @Inject(FILE_STORAGE) private readonly local: FileStorage,
  ) {}

  /** Where a tenant's new upload is stored. */
  async forUpload(tenantId: string): Promise<ChosenStorage> {
    const setting = await this.settings.enabledSetting(tenantId);
    return { storage: this.storageOf(setting), setting };
  }

  /** Where a stored file lives: its setting's storage; the local one when it names none. */
  async forStored(tenantId: string, ossId: string | null): Promise<FileStorage> {
    if (ossId === null) return this.local;
    return this.storageOf(await this.settings.setting(tenantId, ossId));
  }

  onModuleDestroy(): void {
    for (const { storage } of this.opened.values()) storage.close();
    this.opened.clear();
  }

  private storageOf(setting: StorageSetting | undefined): FileStorage {
    if (setting?.category !== 's3') return this.local;
    const version = setting.updateTime.getTime();
    const kept = this.opened.get(setting.id);
    if (kept?.version === version) return kept.storage;
    kept?.storage.close();
    const storage = new S3FileStorage({
      endpoint: setting.endpoint ?? '',
      bucket: setting.bucketName ?? '',
      region: setting.region || 'us-east-1',
      accessKeyId: setting.accessKey ?? '',
      secretAccessKey: setting.secretKey ?? '',
    });
    this.opened.set(setting.id, { version, storage });
    return storage;
  }
}
