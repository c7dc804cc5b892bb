import { z } from 'zod';
import { idSchema } from '@platform/http/id-schemas';

const amountMessage = '请输入到账金额(0.01 至 0.99 元)';

/** The merchant whose account is verified. */
export const merchantIdQuery = z.object({ id: idSchema });

/** accountVerify: the merchant, and the amount it saw arrive in yuan ("0.37"), as fen. */
export const verifyQuery = z.object({
  id: idSchema,
  transAmt: z
    .union([z.string(), z.number()], { error: amountMessage })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^0?\.\d{1,2}$|^0(\.\d{1,2})?$/, amountMessage))
    .transform((text) => Math.round(Number(text) * 100))
    .refine((fen) => fen >= 1 && fen <= 99, amountMessage),
});

export type VerifyQuery = z.output<typeof verifyQuery>;
