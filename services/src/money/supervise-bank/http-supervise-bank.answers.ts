import { z } from 'zod';

/**
 * What the supervise bank's HTTP API answers (the fake bank's, infra/src/fake-bank), checked
 * before the adapter believes it: an answer of another shape counts as no answer. Amounts are
 * integer fen under the bank's own names.
 */
const fen = z.number().int().positive();

export const microDepositAnswer = z.object({ bankSerialNo: z.string().min(1) });

export const executedAnswer = z.object({
  status: z.literal('executed'),
  serial: z.string(),
  bankSerial: z.string().min(1),
  accountNo: z.string(),
  amount: fen,
  executedAt: z.string(),
  valueDate: z.string(),
});

export const instructionStatusAnswer = z.discriminatedUnion('status', [
  executedAnswer,
  z.object({ status: z.literal('refused'), serial: z.string(), reason: z.string() }),
  z.object({ status: z.literal('unknown'), serial: z.string() }),
]);

/** A day's statement: its balances and how many lines its file holds. */
export const statementAnswer = z.object({
  accountNo: z.string(),
  date: z.string(),
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  lines: z.number().int().nonnegative(),
});
