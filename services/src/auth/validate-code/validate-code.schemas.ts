import { z } from 'zod';
import { phoneSchema } from '@platform/http/phone-schema';
import { boundedText, requiredText } from '@platform/http/text-schemas';

/** The tenant the phone signs in to: the call's own, else the Tenant-Id header, else 000000. */
const tenantId = boundedText('租户ID', 12).optional();

/** sendValidateMessage: a code to this phone (SPEC.md §5's phone rules and messages). */
export const sendValidateMessageParams = z.object({ tenantId, phone: phoneSchema });
export type SendValidateMessageParams = z.infer<typeof sendValidateMessageParams>;

/** checkValidateCode: the code the phone received; a match uses it up. */
export const checkValidateCodeParams = z.object({
  tenantId,
  phone: phoneSchema,
  code: requiredText('请输入验证码', '验证码', 6),
});
export type CheckValidateCodeParams = z.infer<typeof checkValidateCodeParams>;
