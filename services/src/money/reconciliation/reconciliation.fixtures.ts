import type { ReconciliationItem } from '@services/money/reconciliation/reconciliation.events';

/**
 * `count` charges of 1.00 the bank and we agree on, as runs recorded them before the day's figures
 * existed (an item per line):
 * ids and bank serials from `first` on, of `tenantId`.
 */
export const matchedCharges = (count: number, first = 0, tenantId = '000000'): ReconciliationItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(first + index),
    tenantId,
    kind: 'charge',
    result: 'matched',
    abnormal: null,
    bankSerial: `B${first + index}`,
    serial: null,
    paymentNo: null,
    orderId: null,
    merchantId: null,
    bankAmountFen: 100,
    ourAmountFen: 100,
  }));

/** `count` charges the bank booked that none of our deposits has: differences, as a run records them. */
export const unclaimedCharges = (count: number, first = 0, tenantId = '000000'): ReconciliationItem[] =>
  matchedCharges(count, first, tenantId).map((item) => ({
    ...item,
    result: 'missingOurs',
    abnormal: 'depository',
    ourAmountFen: null,
  }));
