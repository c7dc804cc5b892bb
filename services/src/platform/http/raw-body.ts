import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The request body's bytes exactly as they arrived (empty when there was none), for a route
 * whose caller signs them: a signature is over bytes, and parsing then writing JSON again can
 * change them. The HTTP app keeps them beside the parsed body (rawBody in http-app.ts).
 */
export const RawBody = (): ParameterDecorator =>
  createParamDecorator((_: unknown, context: ExecutionContext) => {
    const request = context.switchToHttp().getRequest<FastifyRequest & { rawBody?: Buffer }>();
    return request.rawBody ?? Buffer.alloc(0);
  })();
