import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

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

/** The money that moved through the supervised account on one day, yuan text ("128.00"). */
export const movedMoney = z.strictObject({
  deposits: wire.money,
  consumption: wire.money,
  refunds: wire.money,
});
export type MovedMoney = z.output<typeof movedMoney>;

/**
 * What the supervised account holds for the tenant now, what moved through it today, and each
 * of the last days (the last is today): charges notified, consumption reported, refunds paid.
 */
export const moneyFigures = z.strictObject({
  supervisedBalance: wire.money,
  today: movedMoney,
  perDay: z.array(z.strictObject({ day: z.string(), ...movedMoney.shape })),
});
export type MoneyFigures = z.output<typeof moneyFigures>;
