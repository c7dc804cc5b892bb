import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import { ValidationError } from '@platform/errors/domain-errors';
import { parseWith } from '@platform/http/zod-validation';
import type { Resource } from '@platform/resource-registry/define-resource';

/** The submit body of a declared resource, for the hand-written routes that write one. */
export function resourceForm(resource: Resource) {
  const schema = z.object({
    id: idSchema.optional(),
    ...Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, field.schema])),
  });
  return (body: unknown): { id?: string; values: Record<string, unknown> } => {
    const { id, ...values } = parseWith(schema, body ?? {}) as { id?: string } & Record<string, unknown>;
    const broken = resource.validate?.(values);
    if (broken) throw new ValidationError(broken);
    return { id, values };
  };
}
