import type { StoredEvent } from '@platform/event-store/event-store.port';
import { yuanOf } from '@services/money/amount.wire';
import { readAccount } from '@services/money/ledger/ledger-accounts';
import { journalEntriesOf } from '@services/money/ledger/ledger-journal';
import type { OrderLedgerLine } from '@services/money/order/order-ledger.wire';

/** The fen an order's event names, by the field each event type keeps it in. */
function amountFenOf(data: Record<string, unknown>): number | undefined {
  const fen = data.amountFen ?? data.toFen ?? data.tradeAmountFen;
  return typeof fen === 'number' ? fen : undefined;
}

/**
 * An order's stream as its history and ledger: every event in order, with the postings of the
 * transaction it carries (ledger-journal.ts reads those the same way the verification does).
 */
export function orderLedgerLines(events: readonly StoredEvent[]): OrderLedgerLine[] {
  return events.map((event) => {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const transactions = journalEntriesOf(event).flatMap((entry) =>
      entry.kind === 'transaction' ? [entry.transaction] : [],
    );
    const fen = amountFenOf(data);
    return {
      type: event.type,
      time: new Date(event.metadata.occurredAt),
      operatorId: event.metadata.userId,
      amount: fen === undefined ? null : yuanOf(fen),
      transactionKind: transactions[0]?.kind ?? null,
      postings: transactions.flatMap((transaction) =>
        transaction.postings.map(({ account, amount }) => ({
          account,
          kind: readAccount(account)?.kind ?? null,
          amount: yuanOf(amount),
        })),
      ),
    };
  });
}
