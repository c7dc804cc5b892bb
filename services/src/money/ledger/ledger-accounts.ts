/**
 * The accounts of the supervised-money ledger (MONEY.md §4), named as text so that a posting
 * reads like the table: `order:1858…:frozen`. Each name is built by one helper here, never by hand.
 */
export const supervisedBank = 'bank:supervised';
export const unmatchedSuspense = 'suspense:unmatched';

export const orderFrozen = (orderId: string) => `order:${orderId}:frozen`;
export const orderProvision = (orderId: string) => `order:${orderId}:provision`;
export const merchantPayable = (merchantId: string) => `merchant:${merchantId}:payable`;

/**
 * Accounts that hold money someone is owed: they may never go below zero (a consumption cannot
 * exceed what is frozen, a cut-payment what is payable). `bank:supervised` is the mirror of
 * the bank account, the other side of every posting that brings money in or sends it out: with
 * postings signed as money arriving in an account, it runs negative by what the bank holds.
 */
export function isGuardedAccount(account: string): boolean {
  return account !== supervisedBank;
}
