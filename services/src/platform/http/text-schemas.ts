import { z } from 'zod';

/**
 * Text inputs with the length their column and index hold: every text field names its own
 * maximum (storable-input.ts caps whatever a schema forgets, far higher).
 */
export const tooLongMsg = (label: string, max: number) => `${label}长度不能超过${max}个字符`;

/** Trimmed text of at most `max` characters. */
export const boundedText = (label: string, max: number) => z.string().trim().max(max, tooLongMsg(label, max));

/** Trimmed text the caller must give: `message` when missing or blank. */
export const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMsg(label, max));
