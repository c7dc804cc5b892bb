import { z } from 'zod';
import { auditFields, pageOf, treeNode, wire } from '@platform/http/wire-shapes';
import type { Resource } from '@platform/resource-registry/define-resource';
import type { FieldKind } from '@platform/resource-registry/resource-field';

const valueOf: Record<FieldKind, z.ZodType> = {
  text: z.string(),
  longText: z.string(),
  code: z.string(),
  integer: z.number().int(),
  reference: wire.id,
  datetime: wire.time,
};

/** A record of the resource as its reads answer it: its declared fields (null when optional) and the audit fields. */
export function recordAnswer(resource: Resource) {
  const fields = Object.entries(resource.fields).map(([name, field]) => {
    const value = valueOf[field.kind];
    return [name, field.required ? value : value.nullable()] as const;
  });
  return z.strictObject({
    id: wire.id,
    ...(resource.scope === 'tenant' ? { tenantId: z.string() } : {}),
    ...auditFields,
    ...Object.fromEntries(fields),
  });
}

/** What each action of the resource answers. */
export function resourceAnswers(resource: Resource) {
  const record = recordAnswer(resource);
  const withChildrenFlag = record.extend({ hasChildren: z.boolean() });
  return {
    list: pageOf(record),
    detail: record,
    select: z.array(record),
    // The saved record as the caller's data scope shows it: nothing when it hides it.
    submit: z.union([record, z.strictObject({})]),
    remove: z.strictObject({}),
    enable: z.strictObject({}),
    tree: z.array(treeNode),
    'lazy-tree': z.array(treeNode),
    'lazy-list': z.array(withChildrenFlag),
    'child-list': pageOf(record),
    'parent-list': pageOf(record),
    dictionary: z.array(record),
  };
}
