import { AddRouteConfig } from '@platform/http/route-config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @RawResponse(): the route's result is sent without the envelope. */
    rawResponse?: boolean;
  }
}

/**
 * The handler's result is sent as it is, without the envelope. Only for answers WIRE.md shapes
 * differently (the OAuth token answer); errors still answer the envelope.
 */
export const RawResponse = (): MethodDecorator => AddRouteConfig({ rawResponse: true });
