import type { FastifyRequest } from 'fastify';

/** Downloads carry the access token as the `blade-auth` query parameter (WIRE.md): keep it out of logs. */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]blade-auth=)[^&#]*/gi, '$1[redacted]');
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
