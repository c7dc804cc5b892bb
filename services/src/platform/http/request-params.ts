import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentRequestContext } from '@platform/context/request-context';
import { documentedBody, documentedLater } from '@platform/http/deferred-documentation';
import { openApiSchema } from '@platform/http/openapi-schema';
import { parseWith } from '@platform/http/zod-validation';

/**
 * Parameter decorators that hand a controller method its input already parsed and its caller,
 * so that a method is its route, its right and one call:
 *
 *   @Post('remove') @RequiresPermission('goods_delete')
 *   remove(@Params(idsQuery) { ids }: IdsQuery, @Caller() caller: RequestContext) { ... }
 *
 * A failed parse answers 400 with the schema's message (WIRE.md) and the method never runs.
 * Each also documents its parameters in /api/docs from the schema.
 */

type Source = (request: FastifyRequest) => unknown;

const objectOr = (value: unknown): object =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

const sources = {
  query: (request) => objectOr(request.query),
  body: (request) => objectOr(request.body),
  // BladeX clients send some calls' parameters either way: on the query string of a POST
  // (remove, updateStatus) or as a JSON body. The query wins where both name one.
  either: (request) => ({ ...objectOr(request.body), ...objectOr(request.query) }),
  path: (request) => objectOr(request.params),
} satisfies Record<string, Source>;

function parsed<S extends z.ZodType>(schema: S, source: Source, documented: MethodDecorator) {
  const decorator = createParamDecorator((_: unknown, context: ExecutionContext) =>
    parseWith(schema, source(context.switchToHttp().getRequest<FastifyRequest>())),
  )();
  return (target: object, key: string | symbol | undefined, index: number) => {
    decorator(target, key, index);
    if (key !== undefined) documented(target, key, Object.getOwnPropertyDescriptor(target, key)!);
  };
}

/** The query string, parsed by `schema`. */
export const QueryParams = <S extends z.ZodType>(schema: S): ParameterDecorator =>
  parsed(schema, sources.query, documentAsQuery(schema));

/** The JSON body, parsed by `schema` (a missing body reads as `{}`, so the first missing field is named). */
export const BodyParams = <S extends z.ZodType>(schema: S): ParameterDecorator =>
  parsed(schema, sources.body, documentedBody(schema));

/** The query string and the JSON body together, parsed by `schema`: for calls clients send either way. */
export const Params = <S extends z.ZodType>(schema: S): ParameterDecorator =>
  parsed(schema, sources.either, documentAsQuery(schema));

/** The parameters in the route's path (`manualUnfreezeProvisions/:id`), parsed by `schema`. */
export const PathParams = <S extends z.ZodType>(schema: S): ParameterDecorator =>
  parsed(schema, sources.path, documentAsPath(schema));

/** Who is calling: the request's tenant, user, roles and address (RequestContext). */
export const Caller = (): ParameterDecorator => createParamDecorator(() => currentRequestContext())();

/** One documented query parameter per property of an object schema. */
function documentAsQuery(schema: z.ZodType): MethodDecorator {
  return documentedLater(() => {
    const json = openApiSchema(schema, 'input') as {
      properties?: Record<string, object>;
      required?: string[];
    };
    const required = new Set(json.required ?? []);
    return (target, key, descriptor) => {
      for (const [name, property] of Object.entries(json.properties ?? {}))
        ApiQuery({ name, required: required.has(name), schema: property })(target, key, descriptor);
    };
  });
}

/** One documented path parameter per property of an object schema: each is always present. */
function documentAsPath(schema: z.ZodType): MethodDecorator {
  return documentedLater(() => {
    const json = openApiSchema(schema, 'input') as { properties?: Record<string, object> };
    return (target, key, descriptor) => {
      for (const [name, property] of Object.entries(json.properties ?? {}))
        ApiParam({ name, required: true, schema: property })(target, key, descriptor);
    };
  });
}
