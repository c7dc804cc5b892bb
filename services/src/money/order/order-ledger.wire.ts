import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';
import { ledgerAccountKinds } from '@services/money/ledger/ledger-accounts';

/**
 * One posting of a ledger transaction: what arrived in the account (negative: what left it), and
 * the account's kind (MONEY.md §4), so that a reader need not parse its name.
 */
export const ledgerPostingLine = z.strictObject({
  account: z.string(),
  kind: z.enum(ledgerAccountKinds).nullable(),
  amount: wire.money,
});

/**
 * One event of an order as orderInfo/ledger answers it: what happened (its type), when, by whom,
 * and the postings of the money it moved (none for an event that moved no money).
 */
export const orderLedgerLine = z.strictObject({
  type: z.string(),
  time: wire.time,
  operatorId: z.string(),
  /** The amount the event names in yuan (a deposit, a consumption, a new trade amount); null when none. */
  amount: wire.money.nullable(),
  transactionKind: z.string().nullable(),
  postings: z.array(ledgerPostingLine),
});
export type OrderLedgerLine = z.output<typeof orderLedgerLine>;
