import { z } from 'zod';

/**
 * A zod schema in the form an OpenAPI 3.0 document reads (/api/docs): what a call accepts
 * (`input`) or what it answers (`output`). Dates, which the reply serializer writes as wire
 * text, are documented as that text.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type !== 'date') return;
      jsonSchema.type = 'string';
      jsonSchema.description = 'a wire time, yyyy-MM-dd HH:mm:ss';
    },
  }) as Record<string, unknown>;
}
