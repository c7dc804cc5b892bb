import { ValidationError } from '@platform/errors/domain-errors';
import { z } from 'zod';
import { assertStorableInput } from './storable-input';

// A schema without its own message answers zod's default one, which users read: in Chinese.
z.config(z.locales.zhCN());

/** The first issue as a ValidationError: WIRE.md answers the first failing field's message. */
export function validationErrorFrom(error: z.core.$ZodError): ValidationError {
  const [first] = error.issues;
  if (!first) return new ValidationError('请求参数不正确');
  // An object that takes no other keys names the first one it was given.
  const path = first.code === 'unrecognized_keys' ? [...first.path, first.keys[0]] : first.path;
  const field = path.map(String).join('.');
  return new ValidationError(first.message, field || undefined);
}

/**
 * Parses `value` or throws a ValidationError carrying the schema's own message. Every request
 * input passes here, so the rules no field may break (storable-input.ts) are checked here once.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  assertStorableInput(value);
  const result = schema.safeParse(value);
  if (!result.success) throw validationErrorFrom(result.error);
  return result.data;
}
