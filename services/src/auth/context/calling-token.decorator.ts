import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '@services/auth/context/bearer-token';

/** The access token the request came with (header or query), or undefined. */
export const CallingToken = (): ParameterDecorator =>
  createParamDecorator((_: unknown, context: ExecutionContext) => {
    const { headers, query } = context.switchToHttp().getRequest<FastifyRequest>();
    return bearerToken(headers, (query ?? {}) as Record<string, unknown>);
  })();
