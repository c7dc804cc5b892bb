import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';
import type { Resource } from '@platform/resource-registry/define-resource';

/** A template's submit body: its id (none to create one) and its fields, each by its own schema. */
export function templateFormSchema(resource: Resource) {
  const fields = Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [name, field.schema]),
  );
  return z
    .object({ id: idSchema.optional(), ...fields })
    .transform(({ id, ...values }: { id?: string } & Record<string, unknown>) => ({ id, values }));
}

export interface TemplateForm {
  id?: string;
  values: Record<string, unknown>;
}
