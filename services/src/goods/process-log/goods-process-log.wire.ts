import { z } from 'zod';
import { auditFields, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of an audit step of a goods item as they travel: declared once here, as the
 * answers' schemas (/api/docs, and checked against every answer in tests), with their types.
 */

/** Which step an entry records: a submission (or a return to audit), a withdrawal, an answer. */
export const goodsProcessStep = z.enum(['submit', 'withdraw', 'process']);
export type GoodsProcessStep = z.output<typeof goodsProcessStep>;

/**
 * An entry as goodsProcessLog/page, detail and goods/selectGoodsProcessPage answer it. The
 * operator made the entry (createUser); goodsName is its item's, null where the item has no row
 * (the entries are joined to the goods read model leniently).
 */
export const goodsProcessLogEntry = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  goodsId: wire.id,
  goodsName: z.string().nullable(),
  step: goodsProcessStep,
  /** The step's outcome in words (提交审核, 审核通过, ...). */
  result: z.string(),
  comment: z.string().nullable(),
  operator: z.string(),
  ...auditFields,
});
export type GoodsProcessLogEntry = z.output<typeof goodsProcessLogEntry>;
