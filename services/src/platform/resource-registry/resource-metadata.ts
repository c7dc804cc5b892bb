import type { Resource } from '@platform/resource-registry/define-resource';
import { filterableFieldsOf, sortableFieldsOf } from '@platform/resource-registry/resource.repository';

/**
 * What the console needs to render a resource's generic list and form screens: its fields with
 * labels, kinds and validation messages, its filters, sort fields, actions and button codes.
 */
export function resourceMetadata(resource: Resource) {
  return {
    name: resource.name,
    title: resource.title,
    api: `/api/${resource.service}/${resource.path}`,
    actions: resource.actions,
    permissions: resource.permissions,
    fields: Object.entries(resource.fields).map(([name, field]) => ({
      name,
      kind: field.kind,
      label: field.label,
      required: field.required ?? null,
      maxLength: field.maxLength ?? null,
      filterable: field.filterable,
      sortable: field.sortable,
      dictCode: field.dictCode ?? null,
    })),
    filters: filterableFieldsOf(resource),
    sortable: sortableFieldsOf(resource),
    defaultSort: resource.defaultSort ?? [],
    /** Which field is the parent and which the node title, for tree screens; null if flat. */
    tree: resource.tree ?? null,
    /** A plain record's history is an aggregate of the resource's name, keyed by the record's id. */
    aggregateType: resource.name,
  };
}
