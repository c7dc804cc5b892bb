import { z } from 'zod';
import { pageOf, wire } from '@platform/http/wire-shapes';

/**
 * What prepaid-merchant/merchantExt/page answers (and its export writes), declared once as the
 * answer's schema (/api/docs, and checked against every answer in tests). Detail and submit
 * answer the plain record of merchantExtResource.
 */

/** An extension with its merchant's name (null once the merchant is removed) and its area's full name. */
export const merchantExtRow = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  merchantId: wire.id,
  merchantName: z.string().nullable(),
  /** The 4th-level region code (street or town). */
  businessArea: z.string(),
  /** "福建省/福州市/鼓楼区/鼓东街道"; "" when the code names no region. */
  businessAreaName: z.string(),
  businessScope: z.string().nullable(),
  employeeCount: z.number().int(),
  remark: z.string().nullable(),
  createTime: wire.time,
  updateTime: wire.time,
  status: z.number().int(),
});
export type MerchantExtRow = z.output<typeof merchantExtRow>;

export const merchantExtPage = pageOf(merchantExtRow);
