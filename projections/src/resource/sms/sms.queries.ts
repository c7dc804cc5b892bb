import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** The SMS setting a tenant sends with: its enabled one (status 2), if it chose one. */
export interface EnabledSmsSetting {
  category: string;
  templateId: string;
  signName: string | null;
  accessKey: string | null;
  secretKey: string | null;
  regionId: string | null;
  endpoint: string | null;
}

export class SmsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async enabledSetting(tenantId: string): Promise<EnabledSmsSetting | undefined> {
    const row = await this.db
      .selectFrom('blade_sms')
      .select(['category', 'template_id', 'sign_name', 'access_key', 'secret_key', 'region_id', 'endpoint'])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 2)
      .executeTakeFirst();
    return (
      row && {
        category: row.category,
        templateId: row.template_id,
        signName: row.sign_name,
        accessKey: row.access_key,
        secretKey: row.secret_key,
        regionId: row.region_id,
        endpoint: row.endpoint,
      }
    );
  }
}
