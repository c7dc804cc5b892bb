import { z } from 'zod';

export const grantTypes = [
  'password',
  'captcha',
  'refresh_token',
  'authorization_code',
  'social',
  'sms_code',
] as const;
export type GrantType = (typeof grantTypes)[number];

/**
 * The parameters of POST oauth/token (WIRE.md "The token call"). They arrive as query
 * parameters or a form body; headers may carry the tenant, captcha and dept/role choices.
 */
export const tokenParameters = z.object({
  grant_type: z.enum(grantTypes, { error: '不支持的授权类型' }),
  tenantId: z.string().trim().max(12).optional(),
  username: z.string().trim().max(64).optional(),
  password: z.string().trim().max(128).optional(),
  scope: z.string().max(64).optional(),
  type: z.string().max(32).optional(),
  refresh_token: z.string().max(512).optional(),
  /** authorization_code: the single sign-on code; sms_code: the verification code sent to `phone`. */
  code: z.string().max(512).optional(),
  phone: z.string().trim().max(32).optional(),
  redirect_uri: z.string().max(2000).optional(),
  source: z.string().max(64).optional(),
  state: z.string().max(512).optional(),
  /** The issuer a third-party provider names in its answer (RFC 9207), passed on as received. */
  iss: z.string().max(2000).optional(),
});

export type TokenParameters = z.infer<typeof tokenParameters>;

/** The query of GET oauth/authorize (single sign-on), as OAuth 2.0 names it. */
export const authorizeParameters = z.object({
  response_type: z.literal('code', { error: '仅支持 response_type=code' }),
  client_id: z.string({ error: '请提供 client_id' }).trim().min(1, '请提供 client_id').max(64),
  redirect_uri: z.string({ error: '请提供 redirect_uri' }).trim().min(1, '请提供 redirect_uri').max(2000),
  state: z.string().max(512).optional(),
});
export type AuthorizeParameters = z.infer<typeof authorizeParameters>;

/** The headers the console sends with a login (SPEC.md §7). */
export interface LoginHeaders {
  tenantId?: string;
  deptId?: string;
  roleId?: string;
  captchaKey?: string;
  captchaCode?: string;
}

export function loginHeaders(headers: Record<string, string | string[] | undefined>): LoginHeaders {
  const one = (name: string) => {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text && text.trim() !== '' ? text.trim() : undefined;
  };
  return {
    tenantId: one('tenant-id'),
    deptId: one('dept-id'),
    roleId: one('role-id'),
    captchaKey: one('captcha-key'),
    captchaCode: one('captcha-code'),
  };
}

/** The query of GET oauth/render/{source}: the tenant the third-party user signs in to. */
export const renderParameters = z.object({
  tenantId: z.string().trim().min(1).max(12).default('000000'),
});
