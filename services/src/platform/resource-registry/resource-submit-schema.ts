import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import type { Resource } from '@platform/resource-registry/define-resource';

/** What a submit of the resource takes: its declared fields, and the id of the record it updates. */
export function submitSchemaOf(resource: Resource) {
  return z.object({
    id: idSchema.optional(),
    ...Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, field.schema])),
  });
}
