import { z } from 'zod';

/**
 * Money inside the product is integer fen; on the wire it is yuan text with two places (WIRE.md:
 * "128.00", never a float). These two conversions are the only place the two meet: the input
 * schemas read yuan into fen, the read models write fen as yuan.
 */
export function yuanOf(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const whole = Math.abs(fen);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Yuan text with two places, as the read models keep it ("128.00"), back to fen. */
export function fenOf(yuan: string): number {
  const [units = '0', cents = '0'] = yuan.split('.');
  const sign = units.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(units)) * 100 + Number(cents.padEnd(2, '0').slice(0, 2)));
}

/** Up to 99,999,999.99 yuan: the provision split multiplies fen by 10,000 and stays exact. */
const yuanText = /^\d{1,8}(\.\d{1,2})?$/;

/** A positive amount in yuan ("128", "128.5", "128.50" or the number 128.5), read as fen. */
export const yuanAsFen = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请输入${label}` })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(yuanText, `${label}应为最多两位小数的金额,如 128.00`))
    .transform((text) => {
      const [units = '0', cents = ''] = text.split('.');
      return Number(units) * 100 + Number(cents.padEnd(2, '0'));
    })
    .refine((fen) => fen > 0, `${label}必须大于0`);
