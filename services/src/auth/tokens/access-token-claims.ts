import { z } from 'zod';

/**
 * What an access token says about its holder: the fields of the token answer (WIRE.md "The token
 * call") that identify the session. Ids are strings; dept_id and role_id may be comma lists.
 */
export const accessTokenClaimsSchema = z.object({
  tenant_id: z.string(),
  user_id: z.string(),
  dept_id: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  post_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  client_id: z.string(),
  oauth_id: z.string(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

const seconds = z.number().int().nonnegative();

/**
 * The payload of a token that verified: the claims and the registered ones the signer added
 * (iat and exp in seconds since the Unix epoch). A payload lacking any of them was not made by
 * signAccessToken, whatever its signature.
 */
export const verifiedAccessTokenSchema = accessTokenClaimsSchema.extend({
  jti: z.string().min(1),
  iat: seconds,
  exp: seconds,
});

export type VerifiedAccessToken = z.infer<typeof verifiedAccessTokenSchema>;
