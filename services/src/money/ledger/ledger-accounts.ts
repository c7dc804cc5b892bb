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

/** The kinds of account of MONEY.md §4, as a posting's answer names them. */
export const ledgerAccountKinds = ['supervised', 'suspense', 'frozen', 'provision', 'payable'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export interface ReadAccount {
  kind: LedgerAccountKind;
  /** The order (frozen, provision) or merchant (payable) the account is kept for. */
  ownerId?: string;
}

const ownedAccount = /^(order:(\d+):(frozen|provision)|merchant:(\d+):(payable))$/;

/** An account's kind and owner, read back from the name a helper above built; undefined for any other name. */
export function readAccount(account: string): ReadAccount | undefined {
  if (account === supervisedBank) return { kind: 'supervised' };
  if (account === unmatchedSuspense) return { kind: 'suspense' };
  const owned = ownedAccount.exec(account);
  if (!owned) return undefined;
  const [, , orderId, orderPart, merchantId] = owned;
  return orderId
    ? { kind: orderPart as 'frozen' | 'provision', ownerId: orderId }
    : { kind: 'payable', ownerId: merchantId! };
}
