/** The stream of one merchant's bank verifications: every request, deposit and try. */
export function bankVerifyStreamId(merchantId: string): string {
  return `merchantBankVerify-${merchantId}`;
}
