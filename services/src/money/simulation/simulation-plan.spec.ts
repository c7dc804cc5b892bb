import { differencesOf, type OrderFate, planSimulation } from '@services/money/simulation/simulation-plan';

const options = { orders: 300, seed: 2026, days: 14, merchants: 3, goodsPerMerchant: 2 };

describe('the simulation plan', () => {
  const plan = planSimulation(options);

  it('is the same for the same seed, and another for another', () => {
    expect(planSimulation(options)).toEqual(plan);
    expect(planSimulation({ ...options, seed: 2027 })).not.toEqual(plan);
  });

  it('leaves orders in every state', () => {
    const fates = new Set(plan.orders.map((order) => order.fate));
    const every: OrderFate[] = [
      'awaiting',
      'charged',
      'consuming',
      'finished',
      'partlyRefunded',
      'refunded',
      'unmatched',
    ];
    expect([...fates].sort()).toEqual([...every].sort());
    expect(plan.orders.map((order) => order.number)).toEqual(plan.orders.map((_, index) => index + 1));
  });

  it('bends a few paid orders’ notices, of each kind', () => {
    const bent = plan.orders.filter((order) => order.difference);
    expect(bent.map((order) => order.difference).sort()).toEqual([
      'late',
      'late',
      'late',
      'twice',
      'twice',
      'twice',
      'wrongAmount',
      'wrongAmount',
      'wrongAmount',
    ]);
    expect(bent.every((order) => order.fate !== 'awaiting')).toBe(true);
    // A late notice is not consumed before it comes; a wrong amount is never matched.
    for (const order of bent.filter((one) => one.difference !== 'twice'))
      expect(order).toMatchObject({ consumptions: [], refundDay: undefined });
    expect([differencesOf(9), differencesOf(10), differencesOf(300)]).toEqual([0, 1, 3]);
  });

  it('has the bank refuse a few refunds, of orders whose notice it did not bend', () => {
    const refused = plan.orders.filter((order) => order.refundRefused);
    expect(refused).toHaveLength(differencesOf(options.orders));
    for (const order of refused) {
      expect(order.refundDay).toBeDefined();
      expect(order.difference).toBeUndefined();
    }
  });

  it('consumes after the payment, never more than the order, all of a finished one', () => {
    for (const order of plan.orders) {
      const total = order.consumptions.reduce((sum, { perMille }) => sum + perMille, 0);
      expect(total).toBeLessThanOrEqual(1000);
      if (order.fate === 'finished') expect(total).toBe(1000);
      for (const { day, perMille } of order.consumptions) {
        expect(perMille).toBeGreaterThan(0);
        expect(day).toBeGreaterThanOrEqual(order.day);
        expect(day).toBeLessThan(options.days);
      }
      const days = order.consumptions.map(({ day }) => day);
      expect(days).toEqual([...days].sort((a, b) => a - b));
    }
  });

  it('refunds the refunded orders after their last consumption', () => {
    for (const order of plan.orders) {
      const refunded = order.fate === 'refunded' || order.fate === 'partlyRefunded';
      expect(order.refundDay !== undefined).toBe(refunded);
      if (order.refundDay === undefined) continue;
      expect(order.refundDay).toBeGreaterThanOrEqual(order.consumptions.at(-1)?.day ?? order.day);
      expect(order.refundDay).toBeLessThan(options.days);
    }
    expect(plan.cutPaymentDays).toEqual([2, 5, 8, 11, 13]);
  });
});
