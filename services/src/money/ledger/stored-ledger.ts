import { type EventStore, type GlobalPosition, startOfAll } from '@platform/event-store/event-store.port';
import { type JournalEntry, journalEntriesOf } from '@services/money/ledger/ledger-journal';
import { type LedgerReport, verifyLedger } from '@services/money/ledger/ledger-verification';

/**
 * Every event type that carries a ledger transaction or settles one. A new movement of money
 * adds its event types here.
 */
export const ledgerEventTypes = [
  'OrderDeposited',
  'OrderConsumed',
  'DepositUnmatched',
  'CutPaymentSubmitted',
  'CutPaymentSucceeded',
  'CutPaymentFailed',
  'OrderRefundReserved',
  'OrderRefunded',
  'OrderRefundVoided',
  'OrderProvisionReleased',
] as const;

const batchSize = 1000;

/** The journal as the event store holds it, in the global order, read a batch at a time. */
export async function* storedJournal(store: EventStore): AsyncGenerator<JournalEntry> {
  let after: GlobalPosition = startOfAll;
  for (;;) {
    const { events, seenUpTo } = await store.readAllOfTypes(after, ledgerEventTypes, batchSize);
    if (events.length === 0) return;
    for (const event of events) yield* journalEntriesOf(event);
    after = seenUpTo;
  }
}

/** MONEY.md §4's invariants over the whole ledger in the store (ledger-verification.ts). */
export async function verifyStoredLedger(store: EventStore): Promise<LedgerReport> {
  const journal: JournalEntry[] = [];
  for await (const entry of storedJournal(store)) journal.push(entry);
  return verifyLedger(journal);
}
