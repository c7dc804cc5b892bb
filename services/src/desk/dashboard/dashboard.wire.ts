import { z } from 'zod';

/**
 * The home page's figures (blade-desk/dashboard), each answered by one query over the read
 * models of the tenant that asks.
 */

/** Where merchants' bank verification stands; "unverified" for those that never asked. */
export const merchantVerification = z.enum(['unverified', 'requested', 'deposited', 'verified', 'exhausted']);
export type MerchantVerification = z.output<typeof merchantVerification>;

export const merchantFigures = z.strictObject({
  total: z.number().int(),
  byVerification: z.array(z.strictObject({ status: merchantVerification, count: z.number().int() })),
});
export type MerchantFigures = z.output<typeof merchantFigures>;

/** Goods by status code (goods.wire.ts) and the items submitted for audit on each of the last days. */
export const goodsFigures = z.strictObject({
  byStatus: z.array(z.strictObject({ status: z.number().int(), count: z.number().int() })),
  submittedPerDay: z.array(z.strictObject({ day: z.string(), count: z.number().int() })),
});
export type GoodsFigures = z.output<typeof goodsFigures>;
