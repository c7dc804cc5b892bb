import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Reads of leave requests, always within one tenant. */
export class LeaveQueries {
  constructor(private readonly db: Kysely<Database>) {}

  find(tenantId: string, id: string) {
    return this.db
      .selectFrom('flow_leave')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .select([
        'id',
        'process_definition_id as processDefinitionId',
        'process_instance_id as processInstanceId',
        'leave_type as leaveType',
        'start_time as startTime',
        'end_time as endTime',
        'days',
        'reason',
        'apply_user as applyUser',
        'apply_user_name as applyUserName',
        'apply_time as applyTime',
        'leave_status as status',
      ])
      .executeTakeFirst();
  }
}
