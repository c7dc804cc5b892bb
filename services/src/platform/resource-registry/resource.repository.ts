import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { FilterCondition, FilterKind, FilterableFields } from '@platform/http/filters';
import { MAX_PAGE_SIZE, type Page, type PageQuery } from '@platform/http/paging';
import type { SortOrder } from '@platform/http/sorting';
import { everyRow, type RowRule, type RowScope } from '@platform/access/row-scopes';
import { matchesFilters, sortedBy } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import { keptRowCount } from '@platform/database/tenant-row-count';
import { camelCasedRow } from '@platform/lang/camel-case';
import { snakeCase } from '@platform/lang/snake-case';
import type { Resource, ResourceTree } from '@platform/resource-registry/define-resource';
import type { FieldKind } from '@platform/resource-registry/resource-field';

/** A record as list and detail calls answer it: camelCase fields, ids as strings, Dates for times. */
export type WireRecord = Record<string, unknown> & { id: string };

/** A record of a tree resource, saying whether any record names it as parent. */
export type TreeRecord = WireRecord & { hasChildren: boolean };

/** Resource tables are declared per resource; this view lets one repository serve them all. */
type AnyTables = Record<string, Record<string, unknown>>;
type AnySelect = SelectQueryBuilder<AnyTables, string, Record<string, unknown>>;

const filterKindOf: Record<FieldKind, FilterKind | undefined> = {
  text: 'text',
  code: 'code',
  integer: 'number',
  reference: 'id',
  datetime: 'date',
  longText: undefined,
};

/** What list calls may filter on: the declared filterable fields, plus id and creation time. */
export function filterableFieldsOf(resource: Resource): FilterableFields {
  const declared = Object.entries(resource.fields).flatMap(([name, field]) => {
    const kind = filterKindOf[field.kind];
    return field.filterable && kind ? [[name, kind] as const] : [];
  });
  return Object.fromEntries([['id', 'id'], ['createTime', 'date'], ...declared]);
}

export function sortableFieldsOf(resource: Resource): string[] {
  const declared = Object.entries(resource.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name);
  return [...declared, 'createTime', 'updateTime'];
}

/**
 * The read side of every plain record: pages, details and selection lists, always within the
 * caller's tenant. Field names reaching SQL come only from the resource's declaration.
 */
export class ResourceRepository {
  private readonly db: Kysely<AnyTables>;

  constructor(private readonly database: Kysely<Database>) {
    this.db = database as unknown as Kysely<AnyTables>;
  }

  async page(
    resource: Resource,
    tenantId: string,
    paging: PageQuery,
    filters: readonly FilterCondition[],
    sorts: readonly SortOrder[],
    visible: RowScope = everyRow,
  ): Promise<Page<WireRecord>> {
    const filtered = this.filtered(resource, tenantId, filters, visible);
    // Every tenant table of a resource keeps its count (tenant-row-count.int.spec.ts).
    const everyRecord = resource.scope === 'tenant' && filters.length === 0 && visible.kind === 'every';
    const counted = everyRecord ? keptRowCount(this.database, resource.table, tenantId) : filtered;
    const page = await readPage(counted, this.ordered(filtered.selectAll(), resource, sorts), paging);
    return { ...page, records: page.records.map(toWireRecord) };
  }

  async detail(
    resource: Resource,
    tenantId: string,
    id: string,
    visible: RowScope = everyRow,
  ): Promise<WireRecord | undefined> {
    const row = await this.filtered(resource, tenantId, [{ field: 'id', op: '=', value: id }], visible)
      .selectAll()
      .executeTakeFirst();
    return row && toWireRecord(row);
  }

  /** Every record of a tenant (or those matching filters), for selection boxes; capped like a page. */
  async select(
    resource: Resource,
    tenantId: string,
    filters: readonly FilterCondition[] = [],
    limit = MAX_PAGE_SIZE,
  ): Promise<WireRecord[]> {
    const rows = await this.ordered(this.filtered(resource, tenantId, filters).selectAll(), resource, [])
      .limit(limit)
      .execute();
    return rows.map(toWireRecord);
  }

  /**
   * Records of a tree resource, in sibling order, each saying whether it has children: all of
   * the tenant's when parentId is undefined, else the children of parentId ("0": the top level).
   * Whole trees are not capped: departments and dictionaries stay small.
   */
  async treeRecords(resource: Resource, tenantId: string, parentId?: string): Promise<TreeRecord[]> {
    const tree = treeOf(resource);
    const parent = snakeCase(tree.parentField);
    let children = this.db.selectFrom(`${resource.table} as child`).select(sql.lit(1).as('one')) as AnySelect;
    if (resource.scope === 'tenant') children = children.where(sql.ref('child.tenant_id'), '=', tenantId);
    children = children.where(
      sql<boolean>`${sql.ref(`child.${parent}`)} = ${sql.ref(`${resource.table}.id`)}`,
    );
    const filters: FilterCondition[] =
      parentId === undefined ? [] : [{ field: tree.parentField, op: '=', value: parentId }];
    let query = this.filtered(resource, tenantId, filters)
      .selectAll()
      .select((eb) => eb.exists(children).as('has_children'));
    if (tree.sortField) query = query.orderBy(sql.ref(snakeCase(tree.sortField)), 'asc');
    const rows = await query.orderBy(sql.ref('id'), 'asc').execute();
    return rows.map(({ has_children, ...row }) => ({
      ...toWireRecord(row),
      hasChildren: Boolean(has_children),
    }));
  }

  /** Whether a record of the caller's tenant names this id as its parent. */
  async hasChildren(resource: Resource, tenantId: string, id: string): Promise<boolean> {
    const child = await this.filtered(resource, tenantId, [
      { field: treeOf(resource).parentField, op: '=', value: id },
    ])
      .select('id')
      .limit(1)
      .executeTakeFirst();
    return child !== undefined;
  }

  private filtered(
    resource: Resource,
    tenantId: string,
    filters: readonly FilterCondition[],
    visible: RowScope = everyRow,
  ): AnySelect {
    let query = this.db.selectFrom(resource.table) as AnySelect;
    if (resource.scope === 'tenant') query = query.where(sql.ref('tenant_id'), '=', tenantId);
    if (visible.kind === 'matching') query = query.where(rowScopeCondition(resource, visible.rules));
    return query.where(matchesFilters(filters));
  }

  private ordered(query: AnySelect, resource: Resource, sorts: readonly SortOrder[]): AnySelect {
    // Newest first, and a total order so that paging never repeats or skips a row.
    return sortedBy(query, sorts, resource.defaultSort).orderBy(sql.ref('id'), 'desc');
  }
}

function treeOf(resource: Resource): ResourceTree {
  if (!resource.tree) throw new Error(`${resource.name} is not a tree`);
  return resource.tree;
}

/** A row as reads answer it: its columns in camelCase. */
export function toWireRecord(row: Record<string, unknown>): WireRecord {
  return camelCasedRow(row) as WireRecord;
}

/**
 * Rows matching any rule. A rule naming a column the resource does not have matches nothing:
 * a misconfigured data scope hides rows rather than showing them.
 */
function rowScopeCondition(resource: Resource, rules: readonly RowRule[]) {
  const columns = new Set([
    'id',
    'create_user',
    'create_dept',
    ...Object.keys(resource.fields).map(snakeCase),
  ]);
  const matches = rules
    .filter((rule) => columns.has(rule.column) && rule.values.length > 0)
    .map((rule) => sql<boolean>`${sql.ref(rule.column)}::text = ANY(${[...rule.values]}::text[])`);
  return matches.length > 0 ? sql<boolean>`(${sql.join(matches, sql` OR `)})` : sql<boolean>`false`;
}
