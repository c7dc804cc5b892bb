import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * What prepaid-merchant/merchantBankVerify answers, declared once as the answers' schemas
 * (/api/docs, and checked against every answer in tests). Never the amount paid.
 */

/** Where a verification stands (bank-verify.decider.ts): requested, paid, proved, or out of tries. */
export const bankVerifyStatuses = ['requested', 'deposited', 'verified', 'exhausted'] as const;
export type BankVerifyStatus = (typeof bankVerifyStatuses)[number];

/** A merchant's verification, as requestBankVerify and accountVerify answer it. */
export const bankVerification = z.strictObject({
  merchantId: wire.id,
  tenantId: z.string(),
  status: z.enum(bankVerifyStatuses),
  requestId: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  attemptsLeft: z.number().int(),
  requestedTime: wire.time,
  verifiedTime: wire.time.nullable(),
  updateTime: wire.time,
});
export type BankVerification = z.output<typeof bankVerification>;

/** selectValidAccount: the account a merchant has proved. */
export const validAccount = z.strictObject({
  merchantId: wire.id,
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  /** Set whenever the account is verified; the column is nullable. */
  verifiedTime: wire.time.nullable(),
});
export type ValidAccount = z.output<typeof validAccount>;

/** Where a merchant's verification stands on the list: unverified when it never asked. */
export const merchantVerificationStatuses = ['unverified', ...bankVerifyStatuses] as const;
export type MerchantVerificationStatus = (typeof merchantVerificationStatuses)[number];

/** What the list offers for a merchant: a new request, or the amount of the one paid. */
export const bankVerifyAction = z.enum(['request', 'verify']);
export type BankVerifyAction = z.output<typeof bankVerifyAction>;

/**
 * merchantBankVerify/page: a merchant, the settlement account it names now, and where the
 * verification stands; the tries and times are null until it asks.
 */
export const merchantVerificationRow = z.strictObject({
  id: wire.id,
  merchantName: z.string(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  bankName: z.string(),
  status: z.enum(merchantVerificationStatuses),
  attemptsLeft: z.number().int().nullable(),
  requestedTime: wire.time.nullable(),
  verifiedTime: wire.time.nullable(),
  /** The actions where it stands allows (bank-verify-actions.ts): the console offers only these. */
  allowedActions: z.array(bankVerifyAction),
});
export type MerchantVerificationRow = z.output<typeof merchantVerificationRow>;
