import { z } from 'zod';
import { boundedText, requiredText } from '@platform/http/text-schemas';
import { wireDateSchema } from '@platform/http/wire-dates';

/**
 * The console's error log entries (SPEC §8: type, message, stack, info, url, time), posted in
 * batches as they happen. Bounded, so that a broken page cannot post megabytes.
 */
export const consoleErrorEntry = z.object({
  type: requiredText('请提交错误类型', '错误类型', 100),
  message: requiredText('请提交错误信息', '错误信息', 2000),
  stack: boundedText('错误堆栈', 20_000).default(''),
  info: boundedText('附加信息', 5000).default(''),
  url: requiredText('请提交页面地址', '页面地址', 2000),
  /** When the console met it, a wire date: the console writes it on the wire's clock, not its own zone's. */
  time: wireDateSchema,
});
export type ConsoleErrorEntry = z.output<typeof consoleErrorEntry>;

export const consoleErrorBatch = z.object({
  errors: z
    .array(consoleErrorEntry, { error: '请提交错误记录' })
    .min(1, '请提交错误记录')
    .max(50, '一次最多提交 50 条'),
});
export type ConsoleErrorBatch = z.output<typeof consoleErrorBatch>;
