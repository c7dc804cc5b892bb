/**
 * A third-party identity's claim on a user account. One stream per identity makes "one account
 * per identity" hold under concurrent registrations: the claim is appended in the same atomic
 * write as the user it creates, so of two racing register-guest calls only one can succeed.
 */
export function oauthIdentityStreamId(oauthId: string): string {
  return `userOAuth-${oauthId}`;
}
