import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Reads of an instance's activity history, in the order its nodes were entered. */
export class FlowActivityQueries {
  constructor(private readonly db: Kysely<Database>) {}

  ofInstance(tenantId: string, processInstanceId: string) {
    return this.db
      .selectFrom('flow_activity as a')
      .leftJoin('blade_user as u', 'u.id', 'a.assignee')
      .where('a.tenant_id', '=', tenantId)
      .where('a.process_instance_id', '=', processInstanceId)
      .select([
        // The model's element id: the diagram marks its node by it.
        'a.activity_id as historyActivityId',
        'a.activity_name as historyActivityName',
        'a.activity_type as historyActivityType',
        'a.start_time as startTime',
        'a.end_time as endTime',
        'a.assignee',
        'u.real_name as assigneeName',
        'a.comment',
      ])
      .orderBy('a.start_time')
      .orderBy('a.id')
      .execute();
  }
}
