import type { StoredEvent } from '@platform/event-store/event-store.port';
import { transfer } from '@services/money/ledger/ledger-transaction';
import { orderLedgerLines } from '@services/money/order/order-ledger';

const metadata = {
  tenantId: '000042',
  userId: '7',
  account: 'admin',
  correlationId: 'c',
  causationId: 'c',
  occurredAt: '2026-11-24T03:00:00.000Z',
  clientIp: '127.0.0.1',
};
const stored = (type: string, data: object, revision: number): StoredEvent => ({
  eventId: `e-${revision}`,
  type,
  data,
  metadata,
  streamId: 'order-1',
  streamRevision: BigInt(revision),
  position: { commit: BigInt(revision), prepare: 0n },
  recordedAt: new Date(metadata.occurredAt),
});

describe('an order as its ledger lines', () => {
  it('names each event with its amount in yuan and the postings of the money it moved', () => {
    const deposit = transfer('t-1', 'deposit-matched', 'bank:supervised', [
      { account: 'order:1:frozen', amount: 12_850 },
    ]);
    const lines = orderLedgerLines([
      stored('OrderCreated', { id: '1', tradeAmountFen: 12_850 }, 0),
      stored('OrderContractContentUpdated', { from: null, to: '合同' }, 1),
      stored('OrderDeposited', { amountFen: 12_850, transaction: deposit }, 2),
    ]);
    expect(lines).toEqual([
      expect.objectContaining({ type: 'OrderCreated', amount: '128.50', postings: [] }),
      expect.objectContaining({ type: 'OrderContractContentUpdated', amount: null, transactionKind: null }),
      {
        type: 'OrderDeposited',
        time: new Date(metadata.occurredAt),
        operatorId: '7',
        amount: '128.50',
        transactionKind: 'deposit-matched',
        postings: [
          { account: 'bank:supervised', kind: 'supervised', amount: '-128.50' },
          { account: 'order:1:frozen', kind: 'frozen', amount: '128.50' },
        ],
      },
    ]);
  });
});
