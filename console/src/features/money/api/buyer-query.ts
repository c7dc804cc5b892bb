import type { Query } from '@console/lib/http/query-string';

/** The word the server takes for "the buyer gave no number" (SPEC.md §5). */
const emptyWord = '空';
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * SPEC.md §5: orders looked up by buyer need a number; when the search names a buyer but neither
 * paymentNo nor cardNo, both are sent as "空", so that nothing matches rather than every order
 * of everyone with that name.
 */
export function withBuyerRule(query: Query): Query {
  if (blank(query.buyerName) || !blank(query.paymentNo) || !blank(query.cardNo)) return query;
  return { ...query, paymentNo: emptyWord, cardNo: emptyWord };
}
