import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';

/** model/list: filters modelKey and name. */
export const flowModelList: ListSpec = { filterable: { modelKey: 'code', name: 'text' } };

const recordColumns = [
  'id',
  'model_key as modelKey',
  'name',
  'description',
  'version',
  'create_time as createTime',
  'update_time as updateTime',
] as const;

/** Reads of the process model read model, always within one tenant. */
export class FlowModelQueries extends TenantRecords<'flow_model', (typeof recordColumns)[number]> {
  constructor(db: Kysely<Database>) {
    super(db, 'flow_model', recordColumns);
  }

  /** The model with its XML, as the modeler opens it and a deployment reads it. */
  findWithXml(tenantId: string, id: string) {
    return this.db
      .selectFrom('flow_model')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .select([...recordColumns, 'xml'])
      .executeTakeFirst();
  }
}
