import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyContextConfig } from 'fastify';

/**
 * Adds `part` to the Fastify config of the route a handler serves, read back from
 * `request.routeOptions.config`. Nest's RouteConfig replaces whatever an earlier decorator set,
 * and one route may need several parts (the token call is both rate-limited and answered raw).
 */
export const AddRouteConfig =
  (part: Partial<FastifyContextConfig>): MethodDecorator =>
  (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const held = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...held, ...part }, handler);
  };
