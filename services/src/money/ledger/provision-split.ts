/** A provision ratio in basis points: 1000 is 10 %. */
export type BasisPoints = number;

/**
 * A consumption of `amountFen` split into the merchant's share c·(1−p) and the risk provision
 * c·p (MONEY.md §4). The merchant's share is rounded down to the fen and the provision takes the
 * remainder, so the two always add up to the consumption exactly and rounding never favours
 * the merchant over the consumer's protection. BigInt keeps fen × 10,000 exact.
 */
export function splitConsumption(
  amountFen: number,
  provisionRatio: BasisPoints,
): { payableFen: number; provisionFen: number } {
  const payableFen = Number((BigInt(amountFen) * BigInt(10_000 - provisionRatio)) / 10_000n);
  return { payableFen, provisionFen: amountFen - payableFen };
}
