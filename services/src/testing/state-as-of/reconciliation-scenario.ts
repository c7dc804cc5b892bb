import fc from 'fast-check';
import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import { addDays } from '@platform/lang/calendar-days';
import type { Page } from '@platform/http/paging';
import { yuanOf } from '@services/money/amount.wire';
import type { ReconciliationState } from '@services/money/reconciliation/reconciliation.decider';
import {
  type ReconciliationItem,
  reconciliationResult,
} from '@services/money/reconciliation/reconciliation.events';
import { finishedJob } from '@services/testing/finished-export';
import type { fundedOrders } from '@services/testing/funded-orders';
import {
  type Call,
  dataOf,
  type Fields,
  type ReadModelScenario,
} from '@services/testing/state-as-of/read-model-scenario';

const reconciliation = '/api/prepaid-transaction/orderInfo/reconciliation';
const tenantId = '000000';
type Change = 'none' | 'notified' | 'silent';

/**
 * Days no other test reconciles, one a record, in the past (a day to come is refused). Counted for
 * the file: both databases' runs share the fake bank, whose statement of a day would hold both.
 */
let daysTaken = 0;

/** A day's rows keyed by their ids, as both sides show them; undefined when the day shows none. */
const byId = (rows: [string, Fields][]) => (rows.length === 0 ? undefined : Object.fromEntries(rows));
const fen = (amount: number | null) => (amount === null ? null : yuanOf(amount));

/**
 * A day's reconciliation (keyed by its date): a charge notified for it, then the day run. Then, at
 * random, another charge of the day, notified or only booked by the bank (missing on our side),
 * or nothing new, and the day run again: each run's figures and differences replace the day's.
 * Compared as the tenant that reads them sees the day: its figures (orderInfo/reconciliation/days;
 * the tenant is the platform's, whose row also holds the statement's) and its differences. It is
 * never removed: its end is one more run.
 */
export function dayReconciliation(
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
): ReadModelScenario {
  let charges = 0;
  const charge = (date: string) => ({
    paymentNo: `ASOF-RECON-${date}-${++charges}`,
    payerName: '赵六',
    amount: 300 + charges,
    valueDate: date,
  });
  async function reconciled(call: Call, date: string) {
    const run = await dataOf(
      call<{ jobId: string }>('POST', `${reconciliation}/run?date=${date}`),
      'day run',
    );
    const job = await finishedJob(call, run.jobId, tenantId);
    if (job.status !== 'completed') throw new Error(`reconciliation of ${date}: ${job.error}`);
  }
  return {
    type: 'reconciliation',
    edits: fc.record({ change: fc.constantFrom<Change>('none', 'notified', 'silent') }),
    async create(call) {
      const date = addDays('2025-01-01', daysTaken++);
      await orders.notify(bank().receivePayment(charge(date)));
      await reconciled(call, date);
      return date;
    },
    async apply(call, date, command) {
      const change = command.kind === 'edit' ? (command.values.change as Change) : 'none';
      if (change !== 'none') {
        // The bank notifies no one by itself here: a charge only booked is missing on our side.
        const notice = bank().receivePayment(charge(date));
        if (change === 'notified') await orders.notify(notice);
      }
      await reconciled(call, date);
    },
    async readModel(call, date) {
      const [days, page] = await Promise.all([
        dataOf(call<Page<Fields>>('GET', `${reconciliation}/days?reconDate=${date}`), 'day figures listed'),
        dataOf(call<Page<Fields>>('GET', `${reconciliation}/page?reconDate=${date}&size=100`), 'day listed'),
      ]);
      const day = days.records[0];
      if (!day) return undefined;
      const { statementLines, bankNet, chargeCount, chargeAmount, differenceCount } = day;
      return {
        figures: { statementLines, bankNet, chargeCount, chargeAmount, differenceCount },
        differences: byId(
          page.records.map(
            ({ id, lineKind, status, abnormalKind, bankSerial, paymentNo, bankAmount, ourAmount }) => [
              id as string,
              { lineKind, status, abnormalKind, bankSerial, paymentNo, bankAmount, ourAmount },
            ],
          ),
        ),
      };
    },
    fromState(state) {
      const { latest } = (state ?? { latest: null }) as ReconciliationState;
      if (!latest) return undefined;
      const items = latest.items.filter((item) => item.tenantId === tenantId);
      const charges = (latest.matched ?? []).find(
        (figures) => figures.tenantId === tenantId && figures.kind === 'charge',
      );
      const figures = {
        statementLines: latest.lines,
        bankNet: fen(latest.bankNetFen),
        chargeCount: charges?.count ?? 0,
        chargeAmount: fen(charges?.amountFen ?? 0),
        differenceCount: items.length,
      };
      return { figures, differences: differencesOf(items) };
    },
  };
}

/** A day's differences of the tenant, as its list shows them. */
function differencesOf(items: readonly ReconciliationItem[]) {
  return byId(
    items.map((item) => [
      item.id,
      {
        lineKind: item.kind,
        status: reconciliationResult[item.result],
        abnormalKind: item.abnormal,
        bankSerial: item.bankSerial,
        paymentNo: item.paymentNo,
        bankAmount: fen(item.bankAmountFen),
        ourAmount: fen(item.ourAmountFen),
      },
    ]),
  );
}
