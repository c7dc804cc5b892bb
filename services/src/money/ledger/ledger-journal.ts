import type { LedgerTransaction } from '@services/money/ledger/ledger-transaction';

/**
 * What the ledger is made of, as the events record it: every event that moves money carries its
 * transaction in `data.transaction`; an event that settles a pending one carries
 * `data.resolution`. The verification and the read of the ledger know events by these two
 * fields alone, so a new kind of movement needs no change here.
 */
export type JournalEntry =
  | { kind: 'transaction'; transaction: LedgerTransaction }
  | { kind: 'resolution'; transactionId: string; outcome: 'posted' | 'voided' };

export interface Resolution {
  transactionId: string;
  outcome: 'posted' | 'voided';
}

/** The journal entries of one event, in the order they apply. */
export function journalEntriesOf(event: { data: unknown }): JournalEntry[] {
  const data = event.data as { transaction?: LedgerTransaction; resolution?: Resolution } | null;
  const entries: JournalEntry[] = [];
  if (data?.transaction) entries.push({ kind: 'transaction', transaction: data.transaction });
  if (data?.resolution) entries.push({ kind: 'resolution', ...data.resolution });
  return entries;
}
