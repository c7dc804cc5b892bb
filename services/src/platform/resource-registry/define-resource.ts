import type { Database } from '@infra/schema/database';
import { snakeCase } from '@platform/lang/snake-case';
import type { Label, ResourceField } from '@platform/resource-registry/resource-field';

export type ResourceAction = RecordAction | TreeAction;
/**
 * `enable` makes one record the tenant's enabled one (status 2) and the one enabled before it
 * disabled (status 1), as the storage and SMS settings need: exactly one is in use at a time.
 */
export type RecordAction = 'list' | 'detail' | 'select' | 'submit' | 'remove' | 'enable';
/** Reads of a tree-shaped resource (see ResourceTree); each needs the declaration's `tree`. */
export type TreeAction = 'tree' | 'lazy-tree' | 'lazy-list' | 'child-list' | 'parent-list' | 'dictionary';
export const treeActions: readonly TreeAction[] = [
  'tree',
  'lazy-tree',
  'lazy-list',
  'child-list',
  'parent-list',
  'dictionary',
];

/**
 * Records that form a forest within a tenant: each names its parent, "0" meaning top level
 * (WIRE.md). Tree answers use the title field as the node's title, siblings in sortField order.
 */
export interface ResourceTree {
  /** A field built with field.parent: a reference that also takes "0". */
  parentField: string;
  titleField: string;
  sortField?: string;
}

/**
 * A dictionary (WIRE.md "Dictionaries"): a header record at the top level and its items below,
 * sharing the code field. The `dictionary` action answers the items of one code.
 */
export interface ResourceDictionary {
  codeField: string;
}

/** Records whose field is 1 may no longer be changed or removed; the message says why. */
export interface ResourceSeal {
  field: string;
  message: string;
}

/** Button codes that guard each kind of call (granted to roles through menus). */
export interface ResourcePermissions {
  view: string;
  add: string;
  edit: string;
  remove: string;
  /** The button of `enable`, when the page has one of its own; else edit's. */
  enable?: string;
}

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ResourceDeclaration {
  /** Singular name: streams are `<name>-<id>`, events `<name>.created|updated|removed`. */
  name: string;
  title: Label;
  /** First path segment after /api, e.g. blade-system. */
  service: string;
  /** Controller path, e.g. param: the calls are /api/<service>/<path>/<action>. */
  path: string;
  /** The read-model table (a migration in infra/ creates it). */
  table: keyof Database & string;
  fields: Record<string, Omit<ResourceField, 'column'>>;
  actions: readonly ResourceAction[];
  permissions: ResourcePermissions;
  /** List order when the caller gives none; id descending (newest first) follows it. */
  defaultSort?: readonly SortOrder[];
  /**
   * 'tenant' (default): every tenant has records of its own, kept apart by a tenant_id column.
   * 'platform': records of the platform itself (OAuth clients, tenants), with no owner column,
   * served to the platform tenant's staff only.
   */
  scope?: ResourceScope;
  tree?: ResourceTree;
  dictionary?: ResourceDictionary;
  seal?: ResourceSeal;
  /**
   * A field whose value at most one record of a tenant has, also under racing saves (a
   * parameter's key), and the refusal when another record has it.
   */
  unique?: { field: string; taken: string };
  /**
   * Declared actions a hand-written controller serves instead of the generic one, because they
   * do more than write the record (creating a tenant provisions it). They stay in `actions`, so
   * the console still offers them.
   */
  servedElsewhere?: readonly RecordAction[];
  /**
   * A rule across fields, checked after every field is valid (e.g. a dictionary item needs a
   * key, its header does not). Answers the message of the first broken rule, or undefined.
   */
  validate?: (values: Readonly<Record<string, unknown>>) => string | undefined;
}

export type ResourceScope = 'tenant' | 'platform';

/** Tenant 000000 runs the platform: it alone manages platform records. */
export const platformTenantId = '000000';

export interface Resource extends Omit<ResourceDeclaration, 'fields' | 'scope'> {
  fields: Record<string, ResourceField>;
  scope: ResourceScope;
  events: { created: string; updated: string; removed: string };
  streamId(id: string): string;
}

/**
 * Turns a declaration into the resource every generic piece works from (endpoints, commands,
 * decider, projection, console metadata). Refuses declarations that could not work.
 */
export function defineResource(declaration: ResourceDeclaration): Resource {
  if (!/^[a-z][a-zA-Z]*$/.test(declaration.name))
    throw new Error(`resource name "${declaration.name}" is not camelCase`);
  const scope = declaration.scope ?? 'tenant';
  const reserved = scope === 'tenant' ? reservedFields : platformReservedFields;
  const fields: Record<string, ResourceField> = {};
  for (const [name, definition] of Object.entries(declaration.fields)) {
    if (reserved.has(name))
      throw new Error(`${declaration.name}.${name} is a field every record already has`);
    fields[name] = { ...definition, column: snakeCase(name) };
  }
  for (const order of declaration.defaultSort ?? []) {
    if (!fields[order.field]?.sortable)
      throw new Error(`${declaration.name} sorts by ${order.field}, which is not sortable`);
  }
  checkTreeParts(declaration, fields);
  if (declaration.tree && Object.values(fields).some((field) => field.secret))
    throw new Error(`${declaration.name} is a tree: its reads do not mask secret fields`);
  if (declaration.actions.includes('enable') && scope !== 'tenant')
    throw new Error(`${declaration.name} declares enable, which chooses one record per tenant`);
  if (declaration.unique && !fields[declaration.unique.field])
    throw new Error(`${declaration.name} is unique by ${declaration.unique.field}, which it does not have`);
  return {
    ...declaration,
    scope,
    fields,
    events: {
      created: `${declaration.name}.created`,
      updated: `${declaration.name}.updated`,
      removed: `${declaration.name}.removed`,
    },
    streamId: (id) => `${declaration.name}-${id}`,
  };
}

function checkTreeParts(declaration: ResourceDeclaration, fields: Record<string, ResourceField>): void {
  const { name, tree, dictionary, seal } = declaration;
  for (const part of [tree?.titleField, tree?.sortField, dictionary?.codeField, seal?.field]) {
    if (part !== undefined && !fields[part]) throw new Error(`${name} has no field ${part}`);
  }
  const needsTree = declaration.actions.filter((action) =>
    (treeActions as readonly string[]).includes(action),
  );
  if (!tree && (needsTree.length > 0 || dictionary))
    throw new Error(`${name} declares ${needsTree.join(', ') || 'a dictionary'} but no tree`);
  if (tree && !fields[tree.parentField]?.acceptsTopLevel)
    throw new Error(`${name}.${tree.parentField} must be a field.parent`);
  if (declaration.actions.includes('dictionary') && !dictionary)
    throw new Error(`${name} declares the dictionary action but no dictionary`);
}

/** The status of the record `enable` chose (BladeX's values); every other record has 1. */
export const enabledStatus = 2;
export const disabledStatus = 1;

/** Columns of every record (WIRE.md "Identifiers, numbers, dates"). */
export const reservedFields = new Set([
  'id',
  'tenantId',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
]);

/** A platform record has no owning tenant, so `tenantId` is free for a field of its own. */
const platformReservedFields = new Set([...reservedFields].filter((field) => field !== 'tenantId'));
