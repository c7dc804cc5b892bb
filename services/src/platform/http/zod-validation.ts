import { Body, type PipeTransform, Query } from '@nestjs/common';
import { ValidationError } from '@platform/errors/app-errors';
import { z } from 'zod';

/** The first issue as a ValidationError: WIRE.md answers the first failing field's message. */
export function validationErrorFrom(error: z.core.$ZodError): ValidationError {
  const [first] = error.issues;
  if (!first) return new ValidationError('请求参数不正确');
  const field = first.path.map(String).join('.');
  return new ValidationError(first.message, field || undefined);
}

/** Parses `value` or throws a ValidationError carrying the schema's own message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationErrorFrom(result.error);
  return result.data;
}

// A pipe rather than a createParamDecorator factory: Nest takes any argument with a `transform`
// method for a pipe, and every zod schema has one.
class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: z.ZodType,
    private readonly fallback: unknown,
  ) {}

  transform(value: unknown): unknown {
    return parseWith(this.schema, value ?? this.fallback);
  }
}

/**
 * The JSON body parsed by `schema`: `@ZodBody(userSchema) user: z.output<typeof userSchema>`.
 * A missing body validates as `{}` so that the answer names the first missing field rather than
 * "expected object".
 */
export const ZodBody = (schema: z.ZodType): ParameterDecorator => Body(new ZodPipe(schema, {}));

/** The query parameters parsed by `schema`, as ZodBody does for the body. */
export const ZodQuery = (schema: z.ZodType): ParameterDecorator => Query(new ZodPipe(schema, {}));
