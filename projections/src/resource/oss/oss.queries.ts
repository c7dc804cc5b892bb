import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** A storage setting as the storage port needs it: where objects go and how big they may be. */
export interface StorageSetting {
  id: string;
  category: string;
  endpoint: string | null;
  bucketName: string | null;
  region: string | null;
  accessKey: string | null;
  secretKey: string | null;
  /** The largest upload in KB; 0 keeps the product's own limit. */
  maxSizeKb: number;
  /** Changes whenever the setting does: a client opened for it is reopened after an edit. */
  updateTime: Date;
}

export class OssQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The setting a tenant stores new files with: its enabled one (status 2), if it chose one. */
  async enabledSetting(tenantId: string): Promise<StorageSetting | undefined> {
    return this.settings(tenantId).where('status', '=', 2).executeTakeFirst();
  }

  /** A setting by id, enabled or not: files stored before a switch stay where they were put. */
  async setting(tenantId: string, id: string): Promise<StorageSetting | undefined> {
    return this.settings(tenantId).where('id', '=', id).executeTakeFirst();
  }

  private settings(tenantId: string) {
    return this.db
      .selectFrom('blade_oss')
      .select([
        'id',
        'category',
        'endpoint',
        'bucket_name as bucketName',
        'region',
        'access_key as accessKey',
        'secret_key as secretKey',
        'max_size_kb as maxSizeKb',
        'update_time as updateTime',
      ])
      .where('tenant_id', '=', tenantId);
  }
}
