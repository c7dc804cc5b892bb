import { formatWireDay } from '@platform/http/wire-dates';
import { SeededRandom } from '@services/money/simulation/seeded-random';

/**
 * What becomes of an order in a simulation:
 * - awaiting: created, never paid (待入账);
 * - charged: paid and deposited, nothing consumed yet (已入账);
 * - consuming: part of it consumed over the days (消费中);
 * - finished: consumed in full (已完结);
 * - partlyRefunded: part consumed, then part of what is frozen refunded;
 * - refunded: part consumed (or none), then all that is left refunded (已退款);
 * - unmatched: paid, but the bank's notice names another amount, so the money waits in suspense.
 */
export type OrderFate =
  'awaiting' | 'charged' | 'consuming' | 'finished' | 'partlyRefunded' | 'refunded' | 'unmatched';

/**
 * A difference the bank makes (the fake bank's notification switches), for reconciliation and
 * the payment data log to show: the notice of a charge delivered twice, late, or naming a
 * wrong amount (the account and the statement hold the right one).
 */
export type BankDifference = 'twice' | 'late' | 'wrongAmount';

export interface PlannedConsumption {
  day: number;
  /** The share of the trade amount, in per-mille; a finished order's last one takes the rest. */
  perMille: number;
}

export interface PlannedOrder {
  /** 1, 2, …: names the order's paymentNo. */
  number: number;
  /** Which of the simulation's merchants, and which of its goods. */
  merchant: number;
  goods: number;
  /** The day it is made and paid for (0 is the first day). */
  day: number;
  fate: OrderFate;
  buyerName: string;
  buyerPhone: string;
  consumptions: PlannedConsumption[];
  /** The day its refund is applied for, when its fate has one. */
  refundDay?: number;
  /**
   * The bank refuses its refund for good (收款账户已销户): the refund waits as
   * failed (退款失败) for an operator to send it again, and the order keeps its money.
   */
  refundRefused?: true;
  difference?: BankDifference;
}

export interface SimulationPlan {
  days: number;
  orders: PlannedOrder[];
  /** The days merchants apply for what they are owed (every third day and the last). */
  cutPaymentDays: number[];
}

export interface PlanOptions {
  orders: number;
  seed: number;
  days: number;
  merchants: number;
  goodsPerMerchant: number;
}

const fateWeights: Record<Exclude<OrderFate, 'unmatched'>, number> = {
  awaiting: 5,
  charged: 15,
  consuming: 35,
  finished: 15,
  partlyRefunded: 15,
  refunded: 15,
};

const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '林', '郑'];
const givenNames = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '霞',
];

/** How many orders get each kind of bank difference: one per hundred, at least one from ten orders. */
export function differencesOf(orders: number): number {
  return orders >= 10 ? Math.max(1, Math.round(orders / 100)) : 0;
}

/**
 * The whole simulation decided up front from the seed: each order's merchant, goods, day, buyer
 * and fate, its consumptions over the days after its payment, its refund, and the few orders
 * whose charge notice the bank bends or whose refund it refuses. Amounts come from the goods'
 * prices when the run knows them.
 */
export function planSimulation(options: PlanOptions): SimulationPlan {
  const random = new SeededRandom(options.seed);
  const { days } = options;
  const orders = Array.from({ length: options.orders }, (_, index) =>
    plannedOrder(random, options, index + 1),
  );
  const paid = orders.filter((order) => order.fate !== 'awaiting');
  const chosen = random.sample(paid.length, 3 * differencesOf(options.orders));
  chosen.forEach((index, position) => {
    const order = paid[index]!;
    const difference = (['twice', 'late', 'wrongAmount'] as const)[position % 3]!;
    Object.assign(order, bent(difference));
  });
  // As many refunds refused as notices of each kind bent, among the refunds of unbent orders.
  const refunding = orders.filter((order) => order.refundDay !== undefined && !order.difference);
  for (const index of random.sample(refunding.length, differencesOf(options.orders)))
    refunding[index]!.refundRefused = true;
  const cutPaymentDays = Array.from({ length: days }, (_, day) => day).filter(
    (day) => (day + 1) % 3 === 0 || day === days - 1,
  );
  return { days, orders, cutPaymentDays };
}

function plannedOrder(random: SeededRandom, options: PlanOptions, number: number): PlannedOrder {
  const day = random.between(0, options.days - 1);
  const fate = random.weighted(fateWeights);
  const later = () => random.between(day, options.days - 1);
  const consumptionDays = (count: number) => Array.from({ length: count }, later).sort((a, b) => a - b);
  const order: PlannedOrder = {
    number,
    merchant: random.between(0, options.merchants - 1),
    goods: random.between(0, options.goodsPerMerchant - 1),
    day,
    fate,
    buyerName:
      random.pick(surnames) + random.pick(givenNames) + (random.next() < 0.5 ? random.pick(givenNames) : ''),
    buyerPhone: `13${random.between(0, 9)}${String(random.between(0, 99_999_999)).padStart(8, '0')}`,
    consumptions: [],
  };
  const shares = (count: number, total: number) => split(random, count, total);
  switch (fate) {
    case 'awaiting':
    case 'charged':
      return order;
    case 'consuming':
      return withConsumptions(order, consumptionDays(random.between(1, 3)), shares, random.between(200, 700));
    case 'finished':
      return withConsumptions(order, consumptionDays(random.between(2, 4)), shares, 1000);
    case 'partlyRefunded':
    case 'refunded': {
      const consumed = withConsumptions(
        order,
        consumptionDays(random.between(0, 2)),
        shares,
        random.between(100, 500),
      );
      const lastDay = consumed.consumptions.at(-1)?.day ?? day;
      return { ...consumed, refundDay: random.between(lastDay, options.days - 1) };
    }
  }
}

function withConsumptions(
  order: PlannedOrder,
  days: number[],
  shares: (count: number, total: number) => number[],
  total: number,
): PlannedOrder {
  const perMille = shares(days.length, total);
  return { ...order, consumptions: days.map((day, index) => ({ day, perMille: perMille[index]! })) };
}

/** `total` per-mille in `count` parts of at least 1 each. */
function split(random: SeededRandom, count: number, total: number): number[] {
  if (count === 0) return [];
  const weights = Array.from({ length: count }, () => 1 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.max(1, Math.floor((weight / sum) * total)));
  parts[count - 1] = Math.max(1, total - parts.slice(0, -1).reduce((a, b) => a + b, 0));
  return parts;
}

/**
 * An order whose notice the bank bends. Twice changes nothing for the order (the repeat is the
 * same serial); a late notice leaves it charged (it is not consumed before the notice comes); a
 * wrong amount leaves it unmatched, awaiting an operator.
 */
function bent(difference: BankDifference): Partial<PlannedOrder> {
  if (difference === 'twice') return { difference };
  const fate = difference === 'late' ? 'charged' : 'unmatched';
  return { difference, fate, consumptions: [], refundDay: undefined };
}

/** Day `day` of a plan of `days` as a wire date: the last day is `lastDay`, the others the days before it. */
export function dateOfDay(plan: Pick<SimulationPlan, 'days'>, lastDay: Date, day: number): string {
  const daysBefore = plan.days - 1 - day;
  return formatWireDay(new Date(lastDay.getTime() - daysBefore * 86_400_000));
}
