import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { documentedLater } from '@platform/http/deferred-documentation';
import { openApiSchema } from '@platform/http/openapi-schema';
import { AddRouteConfig } from '@platform/http/route-config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @Answers(): what the route answers in the envelope's `data`. */
    answers?: z.ZodType;
  }
}

/**
 * What a route answers in the envelope's `data`: shown in /api/docs and, where answers are
 * checked (the test app), held against every answer the route gives, so the docs cannot drift
 * from the code. Declare records with z.strictObject so that an undeclared field fails the check.
 */
export const Answers = (data: z.ZodType): MethodDecorator =>
  applyDecorators(
    AddRouteConfig({ answers: data }),
    documentedLater(() => ApiOkResponse({ schema: envelopeOf(data) })),
  );

function envelopeOf(data: z.ZodType): Record<string, unknown> {
  const envelope = z.object({ code: z.literal(200), success: z.literal(true), data, msg: z.string() });
  return openApiSchema(envelope, 'output');
}

/** The first way `answer` departs from the route's declared schema, or undefined when it keeps to it. */
export function departureFrom(schema: z.ZodType, answer: unknown): string | undefined {
  const checked = schema.safeParse(answer);
  if (checked.success) return undefined;
  const [issue] = checked.error.issues;
  return issue ? `${issue.path.join('.') || '(data)'}: ${issue.message}` : 'does not match';
}
