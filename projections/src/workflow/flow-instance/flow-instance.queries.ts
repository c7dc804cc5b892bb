import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';

/** follow/list: filters processDefinitionKey and businessId. */
export const flowInstanceList: ListSpec = {
  filterable: { processDefinitionKey: 'code', businessId: 'code' },
};

const instanceColumns = [
  'id',
  'id as processInstanceId',
  'process_definition_id as processDefinitionId',
  'process_definition_key as processDefinitionKey',
  'process_definition_name as processDefinitionName',
  'process_definition_version as processDefinitionVersion',
  'category',
  'business_table as businessTable',
  'business_id as businessId',
  'start_user as startUser',
  'start_user_name as startUserName',
  'start_time as startTime',
  'end_time as endTime',
  'flow_status as status',
  'delete_reason as deleteReason',
] as const;

/** Reads of the process instance read model, always within one tenant. */
export class FlowInstanceQueries extends TenantRecords<'flow_instance', (typeof instanceColumns)[number]> {
  constructor(db: Kysely<Database>) {
    super(db, 'flow_instance', instanceColumns);
  }
}
