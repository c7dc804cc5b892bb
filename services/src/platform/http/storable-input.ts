import { ValidationError } from '@platform/errors/domain-errors';

/**
 * The rules every request input obeys before any schema reads it, whatever route it reaches:
 * PostgreSQL's text cannot hold U+0000, a lone UTF-16 surrogate is not Unicode at all (no
 * encoding can store it), a string past MAX_TEXT_LENGTH is longer than any field we keep, and
 * nesting past MAX_INPUT_DEPTH is deeper than any form we read. Schemas then add each field's
 * own limits.
 */
export const MAX_TEXT_LENGTH = 65535;
export const MAX_INPUT_DEPTH = 16;

export const unstorableTextMsg = (field: string) => `参数 ${field} 含有无法保存的字符`;
export const tooLongTextMsg = (field: string) => `参数 ${field} 长度不能超过${MAX_TEXT_LENGTH}个字符`;
export const tooDeepMsg = (field: string) => `参数 ${field} 嵌套层级过深`;

// A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

/** Throws a ValidationError naming the first value or key of `input` that breaks a rule above. */
export function assertStorableInput(input: unknown): void {
  // Iterative: a hostile body may nest deeper than the call stack goes.
  const pending: Pending[] = [{ value: input, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') assertStorableText(value, path);
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new ValidationError(tooDeepMsg(path), path || undefined);
    // Reversed onto the stack, so the first field in the input is the first one named.
    for (const [key, inner] of Object.entries(value).reverse()) {
      const innerPath = path ? `${path}.${printable(key)}` : printable(key);
      assertStorableText(key, innerPath);
      pending.push({ value: inner, path: innerPath, depth: depth + 1 });
    }
  }
}

function assertStorableText(text: string, field: string): void {
  if (UNSTORABLE.test(text)) throw new ValidationError(unstorableTextMsg(field), field || undefined);
  if (text.length > MAX_TEXT_LENGTH) throw new ValidationError(tooLongTextMsg(field), field || undefined);
}

const UNSTORABLE_EVERYWHERE = new RegExp(UNSTORABLE.source, 'g');
const MAX_NAMED_KEY = 64;

/** A key as the answer can name it: short, the characters it cannot carry replaced. */
const printable = (key: string) => key.slice(0, MAX_NAMED_KEY).replace(UNSTORABLE_EVERYWHERE, '\uFFFD');
