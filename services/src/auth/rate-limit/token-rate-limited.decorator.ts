import { applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AddRouteConfig } from '@platform/http/route-config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @TokenRateLimited(): TokenRateLimit counts the route's calls. */
    tokenRateLimited?: boolean;
  }
}

/**
 * The sign-in calls (the token call, and the SMS codes the phone sign-in needs): counted per
 * client IP and per account (TokenRateLimit), 429 over the limit.
 */
export const TokenRateLimited = () =>
  applyDecorators(
    AddRouteConfig({ tokenRateLimited: true }),
    ApiTooManyRequestsResponse({
      description: '请求过于频繁,请稍后再试: too many calls from this IP or for this account (Retry-After)',
    }),
  );

export const isTokenRateLimited = (request: FastifyRequest): boolean =>
  request.routeOptions.config.tokenRateLimited === true;
