import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The header authenticated calls carry (WIRE.md); declared so the docs UI can send it. */
export const BLADE_AUTH_SCHEME = 'blade-auth';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json, built on first request. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Prepaid Steward (预付管家)')
    .setDescription('Every answer except the token call is { code, success, data, msg }; see WIRE.md.')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Blade-Auth' }, BLADE_AUTH_SCHEME)
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, config), {
    useGlobalPrefix: true,
  });
}
