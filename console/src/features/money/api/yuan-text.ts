/** Yuan as the server reads it (amount.wire.ts): up to 99,999,999.99, at most two places. */
const yuanText = /^\d{1,8}(\.\d{1,2})?$/;

/** Whether `text` is an amount the server will take: yuan with at most two places, above zero. */
export function isPositiveYuan(text: string): boolean {
  const trimmed = text.trim();
  return yuanText.test(trimmed) && Number(trimmed) > 0;
}
