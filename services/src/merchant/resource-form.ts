import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import type { Resource } from '@platform/resource-registry/define-resource';

/**
 * The submit body of a declared resource, for the hand-written routes that write one: its id
 * (none to create a record), each field's own schema, then the declaration's rule across fields.
 * `withId: false` drops a given id (a call that only creates).
 */
export function resourceFormSchema(resource: Resource, { withId = true } = {}) {
  const fields = Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [name, field.schema]),
  );
  return z
    .object(withId ? { id: idSchema.optional(), ...fields } : fields)
    .transform(({ id, ...values }: { id?: string } & Record<string, unknown>) => ({ id, values }))
    .superRefine(({ values }, context) => {
      const broken = resource.validate?.(values);
      if (broken) context.addIssue({ code: 'custom', message: broken });
    });
}

/** A parsed submit body: the record's id, if any, and its field values. */
export interface ResourceForm {
  id?: string;
  values: Record<string, unknown>;
}
