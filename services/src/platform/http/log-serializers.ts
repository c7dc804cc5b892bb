import type { FastifyRequest } from 'fastify';

/**
 * Names of parameters whose values are secrets: the access token of downloads (`blade-auth`,
 * WIRE.md), passwords (the token call's, a password change's old and new ones), tokens and
 * secrets of any kind, authorization codes and captcha answers. Kept out of every log.
 */
const secretName = String.raw`blade-auth|[\w-]*(?:password|token|secret)[\w-]*|code|captcha[\w-]*`;
const secretParameters = new RegExp(String.raw`([?&](?:${secretName})=)[^&#]*`, 'gi');
const secretField = new RegExp(`^(?:${secretName})$`, 'i');

export const REDACTED = '[redacted]';

export function redactTokenInUrl(url: string): string {
  return url.replace(secretParameters, `$1${REDACTED}`);
}

/** A request's parsed query or body with the values of secret fields replaced, at any depth. */
export function redactSecretFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecretFields);
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      secretField.test(name) ? REDACTED : redactSecretFields(field),
    ]),
  );
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
