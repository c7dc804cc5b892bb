import { randomUUID } from 'node:crypto';

/** What the fake bank accepts and issues, checked the same way by every route. */

/** A calendar date as the bank writes it: YYYY-MM-DD. */
export function isValueDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(Date.parse(value));
}

/** An amount in fen: a whole number above zero. */
export function isAmountFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** The bank's own reference of a movement, unique across everything it does. */
export function newBankSerial(): string {
  return randomUUID().replace(/-/g, '');
}
