import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { hostConsole } from './console-hosting';
import { findContextResolver } from './context-resolver.discovery';
import { answerClientError } from './client-errors';
import { EnvelopeFastifyAdapter } from './envelope-fastify.adapter';
import { HttpExceptionFilter, sendErrorAnswer } from './http-exception.filter';
import { logSerializers } from './log-serializers';
import type { HttpAppOptions } from './http-app.options';
import { setupOpenApi } from './openapi';
import { PinoNestLogger } from './pino-nest.logger';
import { registerRequestContextHooks } from './request-context.hooks';
import { requestIdFor } from './request-id';
import { compressAnswers } from './response-compression';
import { serializeWireJson } from './wire-json.serializer';
import { DEFAULT_TIME_ZONE, setWireTimeZone } from './wire-dates';

export const API_PREFIX = 'api';

/**
 * The Nest application on Fastify with every WIRE.md convention applied globally: /api prefix,
 * envelope, error answers, request id and context, wire dates, OpenAPI docs, pino logs.
 * Initialised but not listening: tests call `app.inject()`, the process calls listen().
 */
export async function createHttpApp(
  rootModule: Type<unknown> | DynamicModule,
  options: HttpAppOptions = {},
): Promise<NestFastifyApplication> {
  setWireTimeZone(options.timeZone ?? DEFAULT_TIME_ZONE);
  const logger = pino({ level: options.logLevel ?? 'info', serializers: logSerializers }, options.logStream);
  const adapter = new EnvelopeFastifyAdapter(
    {
      loggerInstance: logger,
      trustProxy: options.trustProxy ?? false,
      bodyLimit: options.bodyLimit,
      // Our genReqId reads X-Request-Id itself, keeping only sane values.
      requestIdHeader: false,
      genReqId: requestIdFor,
      clientErrorHandler: answerClientError,
      // The router's own refusals (a path parameter past maxParamLength, or badly percent-encoded).
      frameworkErrors: sendErrorAnswer,
    },
    options.checkAnswers,
  );
  // abortOnError false: a failing boot rejects here instead of exiting the process.
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // The JSON parser keeps each body's bytes as well (request.rawBody): a signed notice is
    // checked against exactly what was sent, never against a re-serialization (raw-body.ts).
    rawBody: true,
  });
  try {
    app.setGlobalPrefix(API_PREFIX);
    app.useGlobalFilters(new HttpExceptionFilter());
    const fastify = app.getHttpAdapter().getInstance();
    fastify.setReplySerializer(serializeWireJson);
    registerRequestContextHooks(fastify, options.identity ?? findContextResolver(app));
    await compressAnswers(app);
    setupOpenApi(app);
    if (options.consoleDir) await hostConsole(app, options.consoleDir);
    await app.init();
    return app;
  } catch (error) {
    // Modules may already hold connections; a failed boot releases them before reporting.
    await app.close();
    throw error;
  }
}

/** Starts serving; answers the address it listens on. */
export async function listen(app: NestFastifyApplication, host: string, port: number): Promise<string> {
  await app.listen(port, host);
  return app.getUrl();
}
