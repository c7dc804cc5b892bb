import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { applyDeferredDocumentation } from '@platform/http/deferred-documentation';

/** The header authenticated calls carry (WIRE.md); declared so the docs UI can send it. */
export const BLADE_AUTH_SCHEME = 'blade-auth';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json, built on first request. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Prepaid Steward (预付管家)')
    .setDescription('Every answer except the token call is { code, success, data, msg }; see WIRE.md.')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Blade-Auth' }, BLADE_AUTH_SCHEME)
    .build();
  const document = () => {
    applyDeferredDocumentation();
    return withSharedDefinitions(SwaggerModule.createDocument(app, config));
  };
  SwaggerModule.setup('docs', app, document, { useGlobalPrefix: true });
}

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * An answer's schema that refers to itself (a tree) comes from zod with `definitions` of its
 * own, which OpenAPI 3.0 does not read where they stand: each moves into components.schemas
 * under a name of the document's, and the references to it follow.
 */
function withSharedDefinitions(document: OpenAPIObject): OpenAPIObject {
  const shared = ((document.components ??= {}).schemas ??= {}) as Json;
  let count = 0;
  const lift = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(lift);
    if (!isObject(node)) return;
    if (isObject(node.definitions)) {
      const definitions = node.definitions;
      delete node.definitions;
      const names = new Map(Object.keys(definitions).map((key) => [key, `Answer${++count}`]));
      const redirect = (inner: unknown): void => {
        if (Array.isArray(inner)) return inner.forEach(redirect);
        if (!isObject(inner)) return;
        const target = typeof inner.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(inner.$ref) : null;
        if (target && names.has(target[1]!)) inner.$ref = `#/components/schemas/${names.get(target[1]!)}`;
        Object.values(inner).forEach(redirect);
      };
      redirect(node);
      redirect(definitions);
      for (const [key, definition] of Object.entries(definitions)) shared[names.get(key)!] = definition;
    }
    Object.values(node).forEach(lift);
  };
  lift(document.paths);
  return document;
}
