/**
 * What other contexts may use of prepaid-merchant: why a merchant cannot be paid (a cut-payment
 * pays only the account the merchant proved by bank verification).
 */
export { noVerifiedAccount } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
