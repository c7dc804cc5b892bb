import { ApiBody, type ApiResponseOptions } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiSchema } from '@platform/http/openapi-schema';

/**
 * Swagger decorators whose schemas come from zod, applied when /api/docs is first built rather
 * than as each controller loads: turning every route's schemas into JSON Schema took about a
 * fifth of a second of every cold start, for a document most processes never serve.
 */
const pending: Array<() => void> = [];

/** A method decorator that `decorate` makes, applied to the method when the docs are built. */
export function documentedLater(decorate: () => MethodDecorator): MethodDecorator {
  return (target, key, descriptor) => {
    pending.push(() => decorate()(target, key, descriptor));
  };
}

/** The JSON body a route accepts, documented from its zod schema when the docs are built. */
export const documentedBody = (schema: z.ZodType): MethodDecorator =>
  documentedLater(() => ApiBody({ schema: openApiSchema(schema, 'input') as object }));

/**
 * An answer of a route (`respond`: ApiOkResponse, ApiBadRequestResponse, ...), documented from
 * its zod schema when the docs are built.
 */
export const documentedAnswer = (
  respond: (options: ApiResponseOptions) => MethodDecorator,
  schema: z.ZodType,
): MethodDecorator => documentedLater(() => respond({ schema: openApiSchema(schema, 'output') }));

/** Applies every deferred decorator so far (once each): called before the document is made. */
export function applyDeferredDocumentation(): void {
  for (const apply of pending.splice(0)) apply();
}
