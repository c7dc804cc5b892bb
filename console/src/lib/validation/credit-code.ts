/** The message keys a unified social credit code can fail with, past being required. */
export type CreditCodeProblem = 'format' | 'checksum';

/** The 31 characters of a unified social credit code (GB 32100-2015): no I, O, S, V, Z. */
const characters = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The checks the server makes of a credit code (merchant-checks.ts), made as the field is left so
 * that a mistyped character shows on the field rather than in a toast after saving. The
 * server's copy is the rule; credit-code.spec.ts holds the two to the same answers.
 */
export function creditCodeProblem(code: string): CreditCodeProblem | undefined {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return 'format';
  const sum = weights.reduce((total, weight, index) => total + characters.indexOf(code[index]!) * weight, 0);
  return characters[(31 - (sum % 31)) % 31] === code[17] ? undefined : 'checksum';
}
