import { createHmac } from 'node:crypto';
import type { MerchantRecord } from '@services/merchant/merchant/merchant.wire';

/**
 * Where the merchant signs its supervision contract electronically: the e-signature page
 * (CONTRACT_SIGN_URL; the console's own /contract/sign by default) with the merchant's id and a
 * tag binding it to the credit code, so a link cannot be edited into another merchant's.
 */
export function signAddressOf(
  merchant: Pick<MerchantRecord, 'id' | 'tenantId' | 'creditCode'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const base = env.CONTRACT_SIGN_URL || '/contract/sign';
  const tag = createHmac('sha256', env.CONTRACT_SIGN_SECRET || 'prepaid-steward-sign')
    .update(`${merchant.tenantId}/${merchant.id}/${merchant.creditCode}`)
    .digest('hex')
    .slice(0, 16);
  const query = new URLSearchParams({ merchantId: merchant.id, tenantId: merchant.tenantId, sign: tag });
  return `${base}?${query}`;
}
