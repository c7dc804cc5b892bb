/**
 * What other contexts may use of prepaid-merchant: why a merchant cannot be paid (a cut-payment
 * pays only the account the merchant proved by bank verification), and how a merchant's daily
 * figures are recorded (the transaction service's reconciliation counts them).
 */
export { noVerifiedAccount } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
export { merchantDayStatisticsDecider } from '@services/merchant/merchant-statistics/merchant-statistics.decider';
export { merchantStatisticsStreamId } from '@services/merchant/merchant-statistics/merchant-statistics.events';
