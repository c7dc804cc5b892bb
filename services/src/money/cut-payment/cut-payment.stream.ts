/**
 * The stream of one merchant's cut-payments: every application of the merchant in one aggregate,
 * so that what is reserved or paid out of its payable is known exactly when a new one is
 * submitted, and two racing submissions cannot both take the same money.
 */
export function cutPaymentStreamId(merchantId: string): string {
  return `merchant-cut-payments-${merchantId}`;
}
