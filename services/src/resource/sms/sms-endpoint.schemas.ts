import { z } from 'zod';
import { phoneProblem } from '@platform/http/phone-schema';
import { requiredText } from '@platform/http/text-schemas';

/** At most this many phones in one send-message call (Aliyun takes 1,000; a screen sends a few). */
const maxPhones = 100;
const badParams = '短信参数必须是 JSON 对象';

/**
 * send-message: `code` the provider's template code, `phones` comma-joined numbers each checked
 * by SPEC.md §5's phone rules, `params` the template's values as a JSON object (optional).
 */
export const sendMessageParams = z.object({
  code: requiredText('请输入模板编号', '模板编号', 64),
  phones: z
    .string({ error: '手机号码不能为空' })
    .transform((text) => [...new Set(text.split(',').map((phone) => phone.trim()))])
    .superRefine((phones, ctx) => {
      if (phones.length > maxPhones)
        ctx.addIssue({ code: 'custom', message: `一次最多发送${maxPhones}个号码` });
      const reason = phones.map(phoneProblem).find(Boolean);
      if (reason) ctx.addIssue({ code: 'custom', message: reason });
    }),
  params: z
    .string()
    .max(2000, '短信参数过长')
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
      } catch {
        // Reported below as the same refusal as a JSON that is not an object.
      }
      ctx.addIssue({ code: 'custom', message: badParams });
      return z.NEVER;
    }),
});
export type SendMessageParams = z.infer<typeof sendMessageParams>;
