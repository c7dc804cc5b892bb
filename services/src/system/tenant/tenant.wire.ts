import { z } from 'zod';
import { nothing, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of blade-system/tenant's own answers (tenant.controller.ts), declared once here as
 * the answers' schemas (/api/docs, and checked against every answer in tests). The tenant and
 * package records answer the schemas derived from their declarations (recordAnswer).
 */

/** An enabled tenant as signing in reads it (tenant.queries.ts); tenantId is its number. */
export const tenantSummary = z.strictObject({
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  expireTime: wire.time.nullable(),
});
export type TenantSummary = z.output<typeof tenantSummary>;

/** tenant/info: what the login page served on a tenant's domain shows; {} when no enabled tenant is served there. */
export const tenantInfo = z.union([tenantSummary.omit({ expireTime: true }), nothing]);
export type TenantInfo = z.output<typeof tenantInfo>;
