import { yuanOf } from '@services/money/amount.wire';
import type { BankDifference, OrderFate } from '@services/money/simulation/simulation-plan';

/** What a simulation did, counted by the simulator itself. */
export interface SimulationSummary {
  merchants: number;
  goods: number;
  orders: number;
  byFate: Record<OrderFate, number>;
  /** Payments the bank received, each notified to the product. */
  charges: number;
  differences: Record<BankDifference, number>;
  consumptions: number;
  refunds: { paid: number; failed: number };
  cutPayments: { paid: number; failed: number };
  /** Days whose bank statement was reconciled with the product's records, one at each day's end. */
  reconciledDays: number;
  /** Integer fen. */
  chargedFen: number;
  consumedFen: number;
  refundedFen: number;
  cutPaidFen: number;
  calls: number;
}

export function emptySummary(): SimulationSummary {
  return {
    merchants: 0,
    goods: 0,
    orders: 0,
    byFate: {
      awaiting: 0,
      charged: 0,
      consuming: 0,
      finished: 0,
      partlyRefunded: 0,
      refunded: 0,
      unmatched: 0,
    },
    charges: 0,
    differences: { twice: 0, late: 0, wrongAmount: 0 },
    consumptions: 0,
    refunds: { paid: 0, failed: 0 },
    cutPayments: { paid: 0, failed: 0 },
    reconciledDays: 0,
    chargedFen: 0,
    consumedFen: 0,
    refundedFen: 0,
    cutPaidFen: 0,
    calls: 0,
  };
}

/** The summary as the simulator prints it and the demo logs it. */
export function summaryLines(summary: SimulationSummary): string[] {
  const { byFate, differences, refunds, cutPayments } = summary;
  return [
    `merchants: ${summary.merchants}, goods: ${summary.goods}`,
    `orders: ${summary.orders} (awaiting ${byFate.awaiting}, charged ${byFate.charged}, consuming ${byFate.consuming}, ` +
      `finished ${byFate.finished}, partly refunded ${byFate.partlyRefunded}, refunded ${byFate.refunded}, ` +
      `unmatched ${byFate.unmatched})`,
    `charges: ${summary.charges}, ${yuanOf(summary.chargedFen)} yuan (notices twice ${differences.twice}, ` +
      `late ${differences.late}, with a wrong amount ${differences.wrongAmount})`,
    `consumptions: ${summary.consumptions}, ${yuanOf(summary.consumedFen)} yuan`,
    `refunds: ${refunds.paid} paid, ${refunds.failed} failed, ${yuanOf(summary.refundedFen)} yuan`,
    `cut-payments: ${cutPayments.paid} paid, ${cutPayments.failed} failed, ${yuanOf(summary.cutPaidFen)} yuan`,
    `reconciled days: ${summary.reconciledDays}`,
    `API calls: ${summary.calls}`,
  ];
}
