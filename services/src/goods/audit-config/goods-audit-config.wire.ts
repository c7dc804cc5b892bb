import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of a goods audit configuration as they travel: declared once here, as the
 * answers' schemas (/api/docs, and checked against every answer in tests), with their types.
 */

/** A configuration as goodsAuditConfig's list, detail, insert and update answer it. */
export const auditConfigRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  industryCategoryId: wire.id,
  /** 1 goods are audited before going on sale; 0 they go on sale when submitted. */
  auditRequired: z.literal([0, 1]),
  /** The role whose holders may process the audit; null for anyone with the process button. */
  auditRoleId: wire.id.nullable(),
  remark: z.string().nullable(),
  ...auditFields,
  /** 1 enabled: the configuration applies; 0 disabled. */
  status: z.literal([0, 1]),
});
export type AuditConfigRecord = z.output<typeof auditConfigRecord>;
