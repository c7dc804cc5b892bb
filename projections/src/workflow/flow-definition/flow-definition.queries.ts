import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest, ListSpec } from '@platform/http/list-request';
import { suspensionState } from '@services/workflow/manager/flow-deployment.events';

/** manager/list: filters processKey and category (exact). */
export const flowDefinitionList: ListSpec = { filterable: { processKey: 'code', category: 'code' } };
/** work/start-list: filters category. */
export const startableDefinitionList: ListSpec = { filterable: { category: 'code' } };

const definitionColumns = [
  'id as rowId',
  'process_definition_id as id',
  'process_key as key',
  'name',
  'category',
  'version',
  'deployment_id as deploymentId',
  'deployment_time as deploymentTime',
  'suspension_state as suspensionState',
  'resource_name as resourceName',
  'tenant_id as tenantId',
  'tenant_ids as tenantIds',
] as const;

/**
 * Reads of deployed definitions. A definition is its owner's to manage, and visible to the
 * tenants its tenantIds name: these reads run on the owner connection (row security would hide
 * a shared definition) and filter the tenant themselves.
 */
export class FlowDefinitionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** manager/list: the caller's tenant's own definitions, newest first. */
  page(tenantId: string, { paging, filters }: ListRequest) {
    const filtered = this.db
      .selectFrom('flow_definition')
      .where('tenant_id', '=', tenantId)
      .where('deleted_time', 'is', null)
      .where(matchesFilters(filters));
    const ordered = filtered.select(definitionColumns).orderBy('create_time', 'desc').orderBy('id', 'desc');
    return readPage(filtered, ordered, paging);
  }

  /** work/start-list: the active definitions the caller's tenant sees, the newest version of each key. */
  startable(tenantId: string, { paging, filters }: ListRequest) {
    const visible = this.db
      .selectFrom('flow_definition')
      .where(sql<SqlBool>`visible_tenants @> ARRAY[${tenantId}]::text[]`)
      .where('suspension_state', '=', suspensionState.active)
      .where('deleted_time', 'is', null)
      .where(matchesFilters(filters));
    const newest = visible.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('flow_definition as newer')
            .select('newer.id')
            .whereRef('newer.process_key', '=', 'flow_definition.process_key')
            .whereRef('newer.tenant_id', '=', 'flow_definition.tenant_id')
            .whereRef('newer.version', '>', 'flow_definition.version')
            .where(sql<SqlBool>`newer.visible_tenants @> ARRAY[${tenantId}]::text[]`)
            .where('newer.suspension_state', '=', suspensionState.active)
            .where('newer.deleted_time', 'is', null),
        ),
      ),
    );
    const ordered = newest.select(definitionColumns).orderBy('create_time', 'desc').orderBy('id', 'desc');
    return readPage(newest, ordered, paging);
  }

  /** One deployed definition the caller's tenant sees, with its XML (a start, the diagram). */
  findVisible(tenantId: string, processDefinitionId: string) {
    return this.visible(tenantId, processDefinitionId).where('deleted_time', 'is', null).executeTakeFirst();
  }

  /**
   * The definition an instance of the caller's tenant was started on, with its XML, even when its
   * deployment has since been deleted: the instance runs on, and its diagram is drawn from it.
   */
  findStartedOn(tenantId: string, processDefinitionId: string) {
    return this.visible(tenantId, processDefinitionId).executeTakeFirst();
  }

  /** One of the tenant's own deployed definitions (change-state). */
  findOwn(tenantId: string, processDefinitionId: string) {
    return this.db
      .selectFrom('flow_definition')
      .where('tenant_id', '=', tenantId)
      .where('process_definition_id', '=', processDefinitionId)
      .where('deleted_time', 'is', null)
      .select(definitionColumns)
      .executeTakeFirst();
  }

  /** The definitions of some deployments, as deploy answers them. */
  ofDeployments(tenantId: string, deploymentIds: readonly string[]) {
    return this.db
      .selectFrom('flow_definition')
      .where('tenant_id', '=', tenantId)
      .where('deployment_id', 'in', deploymentIds)
      .select(definitionColumns)
      .orderBy('id')
      .execute();
  }

  /** The highest version of a key in the tenant, deleted or not: a deployment's next is one more. */
  async latestVersion(tenantId: string, key: string): Promise<number> {
    const row = await this.db
      .selectFrom('flow_definition')
      .where('tenant_id', '=', tenantId)
      .where('process_key', '=', key)
      .select((eb) => eb.fn.max('version').as('version'))
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  private visible(tenantId: string, processDefinitionId: string) {
    return this.db
      .selectFrom('flow_definition')
      .where('process_definition_id', '=', processDefinitionId)
      .where(sql<SqlBool>`visible_tenants @> ARRAY[${tenantId}]::text[]`)
      .select([...definitionColumns, 'xml']);
  }
}
