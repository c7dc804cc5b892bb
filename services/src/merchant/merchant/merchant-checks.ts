/**
 * Checks of the numbers a merchant record carries, pure so that the form schema, the
 * isDigitalYuanNumber call and their tests share them.
 */

/** The 31 characters of a unified social credit code (GB 32100-2015): no I, O, S, V, Z. */
const creditCodeCharacters = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or undefined if one is not allowed. */
export function creditCodeCheckCharacter(first17: string): string | undefined {
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    const value = creditCodeCharacters.indexOf(first17[index] ?? '');
    if (value < 0) return undefined;
    sum += value * creditCodeWeights[index]!;
  }
  return creditCodeCharacters[(31 - (sum % 31)) % 31];
}

export const creditCodeMessages = {
  empty: '统一社会信用代码不能为空',
  format: '统一社会信用代码格式不正确',
  checksum: '统一社会信用代码校验位不正确',
} as const;

/** Why a unified social credit code is refused, or undefined when it is valid. */
export function creditCodeProblem(code: string): string | undefined {
  if (code === '') return creditCodeMessages.empty;
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return creditCodeMessages.format;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17] ? undefined : creditCodeMessages.checksum;
}

/**
 * A digital-yuan (e-CNY) wallet number as the product accepts it: 16 digits whose last is the
 * Luhn check digit of the others, which catches every single mistyped digit and most swaps.
 */
export function isDigitalYuanNumber(text: string): boolean {
  if (!/^\d{16}$/.test(text)) return false;
  let sum = 0;
  for (let index = 0; index < 16; index++) {
    let digit = Number(text[15 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const digitalYuanMessage = '数字人民币钱包编号格式不正确';
