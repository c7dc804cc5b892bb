import { z } from 'zod';

/** SPEC.md §5's phone messages, as the console shows them (common.i18n.ts phone.*). */
export const phoneMessages = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
} as const;

/** SPEC.md §5, in its order: not empty, 11 long, 13–19 then 9 digits. */
export function phoneProblem(phone: string): string | undefined {
  if (phone === '') return phoneMessages.empty;
  if (phone.length !== 11) return phoneMessages.length;
  return /^1[3-9]\d{9}$/.test(phone) ? undefined : phoneMessages.format;
}

/**
 * One mobile number checked by SPEC.md §5's rules, trimmed; a missing one is empty, so it gets
 * the "cannot be empty" message rather than a type error. Numbers are taken as their digits.
 */
export const phoneSchema = z
  .unknown()
  .transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''))
  .superRefine((phone, ctx) => {
    const reason = phoneProblem(phone);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });
