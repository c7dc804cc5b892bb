import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in query strings: the access token of downloads (`blade-auth`, WIRE.md)
 * and the token call's password, refresh token and authorization code. Kept out of logs.
 */
const secretParameters = /([?&](?:blade-auth|password|refresh_token|code)=)[^&#]*/gi;

export function redactTokenInUrl(url: string): string {
  return url.replace(secretParameters, '$1[redacted]');
}

/** Fastify's request serializer (what "incoming request" lines show), minus the token. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactTokenInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
