import type { FakeNotificationBehaviour } from '@infra/fake-bank/fake-bank-behaviour';
import { onBusinessDate } from '@infra/fake-bank/fake-bank-business-date';
import type { FakeBankControl } from '@infra/fake-bank/fake-bank-control';
import { splitConsumption } from '@services/money/ledger/provision-split';
import { type BankAnswer, moneyCalls } from '@services/money/simulation/money-calls';
import { until } from '@services/money/simulation/polling';
import type { ProductApi } from '@services/money/simulation/product-api';
import type { SimulatedMerchant } from '@services/money/simulation/simulated-merchants';
import {
  type BankDifference,
  dateOfDay,
  type PlannedConsumption,
  type PlannedOrder,
  type SimulationPlan,
} from '@services/money/simulation/simulation-plan';
import { emptySummary } from '@services/money/simulation/simulation-summary';
import { fenOf } from '@services/money/amount.wire';

/** An order once made: what later days need of it. */
interface PlacedOrder {
  id: string;
  paymentNo: string;
  merchantId: string;
  tradeFen: number;
  /** Its provision ratio in basis points (the order answers it in percent). */
  ratioBp: number;
  consumedFen: number;
}

export interface RunSettings {
  /** Begins every paymentNo and instruction number of the run, so that runs never collide. */
  runTag: string;
  /** The last simulated day (today, usually): the others are the days before it. */
  lastDay: Date;
  signal?: AbortSignal;
  progress(line: string): void;
}

/** How the bank bends the notice of an order chosen for a difference. */
const bentNotices: Record<BankDifference, FakeNotificationBehaviour> = {
  twice: { mode: 'twice', times: 1 },
  // Held until its day is reconciled: the statement then shows a charge no order claims yet.
  late: { mode: 'held', times: 1 },
  wrongAmount: { mode: 'wrongAmount', wrongByFen: 100, times: 1 },
};

/** Waiting for the product to record a notice, and for a bank job's answer. */
const noticeTimeoutMs = 30_000;
const bankTimeoutMs = 60_000;

/**
 * One simulation played day by day through the real calls: each day's orders are made and paid
 * at the bank with that day's value date (the bank notifies the product), the product's record
 * of each notice is awaited, the day's consumptions reported, its refunds applied for, approved
 * and paid by the bank, and on cut-payment days each merchant's payable is applied for and
 * transferred. What moves at the bank carries its day: charges are paid with the day's value
 * date, and the bank's business date is the day's while it pays the day's refunds and transfers,
 * so that reconciliation, run at each day's end before the bank sends the notices it held back,
 * finds the bank's bent notices and nothing else. The product records consumptions when they are
 * reported: they fall on the day the simulation runs.
 */
export class SimulationRun {
  readonly summary = emptySummary();
  private readonly placed = new Map<number, PlacedOrder>();
  /** What each merchant is owed and not yet transferred, in fen, by merchant id. */
  private readonly payable = new Map<string, number>();

  constructor(
    private readonly api: ProductApi,
    private readonly bank: FakeBankControl,
    private readonly merchants: readonly SimulatedMerchant[],
    private readonly plan: SimulationPlan,
    private readonly settings: RunSettings,
  ) {}

  async playDay(day: number): Promise<void> {
    const date = dateOfDay(this.plan, this.settings.lastDay, day);
    const today = this.plan.orders.filter((order) => order.day === day);
    for (const order of today) await this.place(order, date);
    for (const order of today) if (depositedAtOnce(order)) await this.deposited(order);
    for (const order of today) if (order.fate === 'unmatched') await this.inSuspense(order);
    for (const order of this.plan.orders)
      for (const [index, consumption] of order.consumptions.entries())
        if (consumption.day === day) await this.consume(order, consumption, index, day);
    await onBusinessDate(this.bank, date, async () => {
      await this.refund(this.plan.orders.filter((order) => order.refundDay === day));
      if (this.plan.cutPaymentDays.includes(day)) await this.cutPay(day);
    });
    await this.reconcile(date);
    await this.bank.releaseHeldNotices();
    const { orders, consumptions, refunds, cutPayments } = this.summary;
    this.settings.progress(
      `day ${day + 1}/${this.plan.days} (${date}): ${orders} orders, ${consumptions} consumptions, ` +
        `${refunds.paid + refunds.failed} refunds, ${cutPayments.paid + cutPayments.failed} cut-payments`,
    );
  }

  /** Waits for the notices the bank sent late, once their days were reconciled. */
  async finish(): Promise<void> {
    for (const order of this.plan.orders) if (order.difference === 'late') await this.deposited(order);
    this.summary.calls = this.api.calls;
  }

  private async place(order: PlannedOrder, valueDate: string): Promise<void> {
    const merchant = this.merchants[order.merchant % this.merchants.length]!;
    const goods = merchant.goods[order.goods % merchant.goods.length]!;
    const paymentNo = `${this.settings.runTag}${String(order.number).padStart(6, '0')}`;
    const made = await moneyCalls.createOrder(this.api, {
      merchantId: merchant.id,
      goodsId: goods.id,
      paymentNo,
      cardNo: `CARD-${paymentNo}`,
      buyerName: order.buyerName,
      buyerPhone: order.buyerPhone,
      tradeFen: goods.priceFen,
    });
    const ratioBp = Math.round(Number(made.provisionRatio) * 100);
    this.placed.set(order.number, {
      id: made.id,
      paymentNo,
      merchantId: merchant.id,
      tradeFen: goods.priceFen,
      ratioBp,
      consumedFen: 0,
    });
    this.summary.orders++;
    this.summary.byFate[order.fate]++;
    if (order.fate === 'awaiting') return;
    if (order.difference) {
      await this.bank.setNotificationBehaviour(bentNotices[order.difference]);
      this.summary.differences[order.difference]++;
    }
    await this.bank.receivePayment({
      paymentNo,
      payerName: order.buyerName,
      amount: goods.priceFen,
      valueDate,
    });
    this.summary.charges++;
    this.summary.chargedFen += goods.priceFen;
  }

  private async deposited(order: PlannedOrder): Promise<void> {
    const { paymentNo } = this.placedOf(order);
    await this.waitFor(`the deposit of ${paymentNo}`, async () => {
      const row = await moneyCalls.orderOf(this.api, paymentNo);
      return row && row.status !== 0 ? row : undefined;
    });
  }

  /** A notice naming a wrong amount matches no order: its money waits in suspense. */
  private async inSuspense(order: PlannedOrder): Promise<void> {
    const { paymentNo } = this.placedOf(order);
    await this.waitFor(`the notice of ${paymentNo} in suspense`, async () =>
      (await moneyCalls.depositsOf(this.api, paymentNo)) > 0 ? true : undefined,
    );
  }

  /** The day's statement against the product's records, as an operator runs it on demand. */
  private async reconcile(date: string): Promise<void> {
    await moneyCalls.reconciled(this.api, date, { timeoutMs: bankTimeoutMs, signal: this.settings.signal });
    this.summary.reconciledDays++;
  }

  private async consume(order: PlannedOrder, consumption: PlannedConsumption, index: number, day: number) {
    const placed = this.placedOf(order);
    const last = order.fate === 'finished' && index === order.consumptions.length - 1;
    const fen = last
      ? placed.tradeFen - placed.consumedFen
      : Math.floor((placed.tradeFen * consumption.perMille) / 1000);
    if (fen <= 0) return;
    await moneyCalls.consume(this.api, placed.id, fen, `第${day + 1}天消费`);
    placed.consumedFen += fen;
    const { payableFen } = splitConsumption(fen, placed.ratioBp);
    this.payable.set(placed.merchantId, (this.payable.get(placed.merchantId) ?? 0) + payableFen);
    this.summary.consumptions++;
    this.summary.consumedFen += fen;
  }

  /**
   * Each order's refund applied for and approved; those the bank is to refuse sent one at a time
   * with the bank set to refuse the next instruction, then the rest all at once.
   */
  private async refund(orders: readonly PlannedOrder[]): Promise<void> {
    const refundOrders: Array<{ id: string; fen: number; refused: boolean }> = [];
    for (const order of orders) {
      const placed = this.placedOf(order);
      const row = await moneyCalls.orderOf(this.api, placed.paymentNo);
      if (!row) throw new Error(`order ${placed.paymentNo} is not listed`);
      const frozen = fenOf(row.frozenAmount);
      const fen = order.fate === 'refunded' ? frozen + fenOf(row.provisionAmount) : Math.floor(frozen / 2);
      if (fen <= 0) continue;
      const account = {
        accountNo: `6217${String(order.number).padStart(12, '0')}`,
        accountName: order.buyerName,
      };
      const id = await moneyCalls.approvedRefund(this.api, placed.id, fen, account);
      refundOrders.push({ id, fen, refused: order.refundRefused === true });
    }
    for (const refused of refundOrders.filter((refund) => refund.refused)) {
      await this.bank.refuseNextInstructions(1);
      this.counted(await this.sent(moneyCalls.refunds, [refused.id]), [refused]);
    }
    const accepted = refundOrders.filter(({ refused }) => !refused);
    this.counted(
      await this.sent(
        moneyCalls.refunds,
        accepted.map(({ id }) => id),
      ),
      accepted,
    );
  }

  /** The bank's answers to refunds, in the summary: what it paid, by amount. */
  private counted(answers: readonly BankAnswer[], refunds: ReadonlyArray<{ fen: number }>): void {
    answers.forEach((answer, index) => {
      this.summary.refunds[answer]++;
      if (answer === 'paid') this.summary.refundedFen += refunds[index]!.fen;
    });
  }

  /** Every merchant owed something applies for all of it, in one batch of the day. */
  private async cutPay(day: number): Promise<void> {
    const applications: Array<{ id: string; merchantId: string; fen: number }> = [];
    for (const [index, merchant] of this.merchants.entries()) {
      const fen = this.payable.get(merchant.id) ?? 0;
      if (fen <= 0) continue;
      const { runTag } = this.settings;
      const id = await moneyCalls.cutPaymentApplied(this.api, {
        merchantId: merchant.id,
        orgPaymentNo: `${runTag}CP-${day + 1}-${index + 1}`,
        batchNo: `${runTag}B-${day + 1}`,
        fen,
      });
      applications.push({ id, merchantId: merchant.id, fen });
    }
    const answers = await this.sent(
      moneyCalls.cutPayments,
      applications.map(({ id }) => id),
    );
    answers.forEach((answer, index) => {
      this.summary.cutPayments[answer]++;
      if (answer !== 'paid') return;
      const { merchantId, fen } = applications[index]!;
      this.payable.set(merchantId, (this.payable.get(merchantId) ?? 0) - fen);
      this.summary.cutPaidFen += fen;
    });
  }

  private sent(path: string, ids: readonly string[]): Promise<BankAnswer[]> {
    return moneyCalls.sentToTheBank(this.api, path, ids, {
      timeoutMs: bankTimeoutMs,
      signal: this.settings.signal,
    });
  }

  private waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
    return until(what, probe, { timeoutMs: noticeTimeoutMs, signal: this.settings.signal });
  }

  private placedOf(order: PlannedOrder): PlacedOrder {
    const placed = this.placed.get(order.number);
    if (!placed) throw new Error(`order ${order.number} was never made`);
    return placed;
  }
}

/** Paid and matched on its day: the notices of the others come late, or never match. */
function depositedAtOnce(order: PlannedOrder): boolean {
  return order.fate !== 'awaiting' && order.fate !== 'unmatched' && order.difference !== 'late';
}
