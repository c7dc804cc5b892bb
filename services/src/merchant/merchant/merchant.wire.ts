import { z } from 'zod';
import { auditFields, pageOf, wire } from '@platform/http/wire-shapes';

/**
 * What prepaid-merchant/merchant answers, declared once as the answers' schemas (/api/docs, and
 * checked against every answer in tests), with the types the server and the console share.
 */

/** A merchant as list, page, detail and submit answer it: a row of the merchant read model. */
export const merchantRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  merchantName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  phone: z.string(),
  address: z.string(),
  industryCategory: wire.id,
  /** The industry tag ids, comma-joined ("" for none). */
  industryTags: z.string(),
  superviseBankId: wire.id,
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  bankName: z.string(),
  digitalYuanWallet: z.string().nullable(),
  ...auditFields,
});
export type MerchantRecord = z.output<typeof merchantRecord>;

export const merchantPage = pageOf(merchantRecord);

/** getSignAddress: where the merchant signs its supervision contract. */
export const merchantSignAddress = z.strictObject({
  id: wire.id,
  merchantName: z.string(),
  signAddress: z.string(),
});
export type MerchantSignAddress = z.output<typeof merchantSignAddress>;

/** isDigitalYuanNumber. */
export const walletCheck = z.strictObject({ valid: z.boolean() });
export type WalletCheck = z.output<typeof walletCheck>;
