/** The message keys of common.i18n.ts phone.* that a phone number can fail with. */
export type PhoneProblem = 'phone.empty' | 'phone.length' | 'phone.format';

const phoneLength = 11;

/**
 * The phone rules of SPEC.md §5, checked in order: not empty, 11 digits long, then 13–19
 * followed by nine digits. Answers the first problem's message key, or undefined when valid.
 */
export function phoneProblem(value: string | null | undefined): PhoneProblem | undefined {
  const phone = (value ?? '').trim();
  if (phone === '') return 'phone.empty';
  if (phone.length !== phoneLength) return 'phone.length';
  if (!/^1[3-9]\d{9}$/.test(phone)) return 'phone.format';
  return undefined;
}
