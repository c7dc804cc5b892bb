import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Where one stored file lives: its key and the storage setting it was put with (null: local). */
export interface StoredAttachment {
  id: string;
  name: string;
  ossId: string | null;
  extension: string;
}

export class AttachQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The attachment stored under a key, to serve or remove its object from the right storage. */
  async byName(tenantId: string, name: string): Promise<StoredAttachment | undefined> {
    return this.located(tenantId).where('name', '=', name).executeTakeFirst();
  }

  /** The attachments of ids, before they are removed (their objects go with them). */
  async byIds(tenantId: string, ids: readonly string[]): Promise<StoredAttachment[]> {
    if (ids.length === 0) return [];
    return this.located(tenantId).where('id', 'in', ids).execute();
  }

  private located(tenantId: string) {
    return this.db
      .selectFrom('blade_attach')
      .select(['id', 'name', 'oss_id as ossId', 'extension'])
      .where('tenant_id', '=', tenantId);
  }
}
