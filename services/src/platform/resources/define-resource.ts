import type { Database } from '@infra/schema/database';
import type { Label, ResourceField } from '@platform/resources/resource-field';

export type ResourceAction = 'list' | 'detail' | 'select' | 'submit' | 'remove';

/** Button codes that guard each kind of call (granted to roles through menus). */
export interface ResourcePermissions {
  view: string;
  add: string;
  edit: string;
  remove: string;
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
}

export interface Resource extends Omit<ResourceDeclaration, 'fields'> {
  fields: Record<string, ResourceField>;
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
  const fields: Record<string, ResourceField> = {};
  for (const [name, definition] of Object.entries(declaration.fields)) {
    if (reservedFields.has(name))
      throw new Error(`${declaration.name}.${name} is a field every record already has`);
    fields[name] = { ...definition, column: snakeCase(name) };
  }
  for (const order of declaration.defaultSort ?? []) {
    if (!fields[order.field]?.sortable)
      throw new Error(`${declaration.name} sorts by ${order.field}, which is not sortable`);
  }
  return {
    ...declaration,
    fields,
    events: {
      created: `${declaration.name}.created`,
      updated: `${declaration.name}.updated`,
      removed: `${declaration.name}.removed`,
    },
    streamId: (id) => `${declaration.name}-${id}`,
  };
}

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

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
