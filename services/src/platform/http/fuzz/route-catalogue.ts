/**
 * Every route of the product as its OpenAPI document (/api/docs-json) declares it: the method,
 * the path, the query parameters and the JSON body, each with its JSON schema. The document is
 * built from the same zod schemas that parse the input, so the fuzz suite reaches every route
 * the controllers declare and sends it what it says it reads.
 */
export type JsonSchema = { [key: string]: unknown };

export interface RouteInput {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Route {
  method: 'GET' | 'POST';
  /** The path with its parameters in braces, as OpenAPI writes them: /api/x/{source}. */
  path: string;
  query: RouteInput[];
  /** The body's top-level properties; empty when it declares none. */
  body: RouteInput[];
  /** Path parameters, by name. */
  pathParameters: string[];
}

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type Document = { paths: Record<string, Record<string, Operation>> };

export function routesOf(document: Document): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const verb = method.toUpperCase();
      if (verb !== 'GET' && verb !== 'POST') return [];
      const parameters = operation.parameters ?? [];
      const input = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map(({ name, required, schema }) => ({ name, required: required ?? false, schema: schema ?? {} }));
      return [
        {
          method: verb,
          path,
          query: input('query'),
          body: propertiesOf(operation.requestBody?.content?.['application/json']?.schema, document),
          pathParameters: input('path').map(({ name }) => name),
        },
      ];
    }),
  );
}

function propertiesOf(schema: JsonSchema | undefined, document: Document): RouteInput[] {
  const resolved = resolve(schema, document);
  // An intersection (allOf) reads as the union of its parts' properties.
  const parts = Array.isArray(resolved?.allOf) ? (resolved.allOf as JsonSchema[]) : [resolved];
  return parts.flatMap((part) => {
    const object = resolve(part, document);
    const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object?.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      required: required.has(name),
      schema: resolve(property, document) ?? {},
    }));
  });
}

function resolve(schema: JsonSchema | undefined, document: Document): JsonSchema | undefined {
  const ref = typeof schema?.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref) : null;
  if (!ref) return schema;
  const components = (document as { components?: { schemas?: Record<string, JsonSchema> } }).components;
  return components?.schemas?.[ref[1]!];
}
