import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * What blade-auth/oauth answers: declared once here, as the answers' schemas (/api/docs; the
 * enveloped ones are checked against every answer in tests), with the types the grants return.
 */

/** Ids joined by commas, as WIRE.md writes a session's role_id, dept_id and post_id: "1,2", "" for none. */
const commaIds = z.string().regex(/^(\d+(,\d+)*)?$/);

/**
 * The flat answer of a successful token call (WIRE.md "The token call"): OAuth's own form, not
 * the envelope.
 */
export const tokenAnswer = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().nonnegative(),
  scope: z.string(),
  tenant_id: z.string(),
  user_id: wire.id,
  dept_id: commaIds,
  post_id: commaIds,
  role_id: commaIds,
  /** The role names of role_id, comma-joined. */
  role_name: z.string(),
  /** The third-party identity the session was opened with (social grant), "" otherwise. */
  oauth_id: z.union([wire.id, z.literal('')]),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  /** "" when the user has none. */
  avatar: z.string(),
  client_id: z.string(),
  license: z.string(),
  detail: z.strictObject({ type: z.string() }),
});
export type TokenAnswer = z.output<typeof tokenAnswer>;

/**
 * A refused token call (HTTP 400, 401 for a bad client), in OAuth's form too. `oauth_id` names
 * a third-party identity no user is registered for, so that the console can offer registration.
 */
export const tokenRefusal = z.strictObject({
  error_code: z.number().int(),
  error_description: z.string(),
  oauth_id: wire.id.optional(),
});

/** oauth/authorize: where to send the signed-in user's browser, the client's address with the code. */
export const authorizeAnswer = z.strictObject({ redirect: z.url() });

/** oauth/render/:source: the third-party provider's address to send the browser to. */
export const socialRenderAnswer = z.strictObject({ authorizeUrl: z.url() });
