import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { defaultTenantId } from '@services/auth/oauth/signing-in-tenant';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The account a token call signs in to, as the password grant finds it (tenant from the
 * parameters, else the Tenant-Id header, else the default; the query wins over the body), or
 * undefined for a call that names no username. Hashed: a key of fixed size whatever was sent,
 * and no account names in Redis.
 */
export function signingInAccount(request: FastifyRequest): string | undefined {
  const params = { ...fieldsOf(request.body), ...fieldsOf(request.query) };
  const username = textOf(params.username);
  if (username === undefined) return undefined;
  const tenantId = textOf(params.tenantId) ?? textOf(request.headers['tenant-id']) ?? defaultTenantId;
  return createHash('sha256').update(`${tenantId}\n${username}`).digest('base64url');
}
