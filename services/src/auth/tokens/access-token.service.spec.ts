import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import type { AccessTokenClaims } from '@services/auth/tokens/access-token-claims';
import { AccessTokenService } from '@services/auth/tokens/access-token.service';
import { manualClock } from '@services/auth/tokens/testing/manual-clock';

const claims: AccessTokenClaims = {
  tenant_id: '000000',
  user_id: '1123598821738675201',
  dept_id: '1123598813738675201',
  role_id: '1123598816738675201,1123598816738675202',
  role_name: 'administrator',
  post_id: '1123598817738675201',
  account: 'admin',
  user_name: 'admin',
  nick_name: '管理员',
  real_name: '管理员',
  client_id: 'saber',
  oauth_id: '',
};

const key = randomBytes(32);
const hourSeconds = 3600;

function tokens(clock = manualClock(), signingKey: Uint8Array = key) {
  return new AccessTokenService({ signingKey: async () => signingKey, clock: clock.read });
}

async function expectUnauthorized(verifying: Promise<unknown>): Promise<void> {
  await expect(verifying).rejects.toThrow(new UnauthorizedError('请求未授权,请重新登录'));
  await expect(verifying).rejects.toBeInstanceOf(UnauthorizedError);
}

describe('AccessTokenService', () => {
  it('signs the claims with a jti, iat and exp that verification gives back', async () => {
    const clock = manualClock(Date.UTC(2025, 0, 1, 8, 0, 0, 750));
    const service = tokens(clock);
    const signed = await service.signAccessToken(claims, hourSeconds);
    const iat = Date.UTC(2025, 0, 1, 8) / 1000;
    expect(signed.expiresAt).toEqual(new Date((iat + hourSeconds) * 1000));
    expect(await service.verifyAccessToken(signed.token)).toEqual({
      ...claims,
      jti: signed.jti,
      iat,
      exp: iat + hourSeconds,
    });
    expect(decodeProtectedHeader(signed.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('gives every token a jti of its own', async () => {
    const service = tokens();
    const first = await service.signAccessToken(claims, hourSeconds);
    const second = await service.signAccessToken(claims, hourSeconds);
    expect(second.jti).not.toBe(first.jti);
    expect(decodeJwt(first.token).jti).toBe(first.jti);
  });

  it('signs only the named claims, whatever else the object holds', async () => {
    const user = { ...claims, password: '$argon2id$v=19$secret' };
    const { token } = await tokens().signAccessToken(user, hourSeconds);
    expect(decodeJwt(token)).not.toHaveProperty('password');
  });

  it('refuses a validity that is not a positive whole number of seconds', async () => {
    await expect(tokens().signAccessToken(claims, 0)).rejects.toThrow(/validity/);
    await expect(tokens().signAccessToken(claims, 1.5)).rejects.toThrow(/validity/);
  });

  it('accepts a token until its exp second, and not from then on', async () => {
    const clock = manualClock();
    const service = tokens(clock);
    const { token } = await service.signAccessToken(claims, hourSeconds);
    clock.advance(hourSeconds * 1000 - 1);
    await expect(service.verifyAccessToken(token)).resolves.toMatchObject({ user_id: claims.user_id });
    clock.advance(1);
    await expectUnauthorized(service.verifyAccessToken(token));
  });

  it('refuses a token signed with another key', async () => {
    const { token } = await tokens(manualClock(), randomBytes(32)).signAccessToken(claims, hourSeconds);
    await expectUnauthorized(tokens().verifyAccessToken(token));
  });

  it('refuses a token whose payload was changed', async () => {
    const { token } = await tokens().signAccessToken(claims, hourSeconds);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), role_name: 'root' })).toString(
      'base64url',
    );
    await expectUnauthorized(tokens().verifyAccessToken(`${header}.${forged}.${signature}`));
  });

  it.each(['', 'not-a-token', 'a.b.c'])('refuses the malformed token "%s"', async (token) => {
    await expectUnauthorized(tokens().verifyAccessToken(token));
  });

  it('refuses an unsigned token, and one signed with the right key but another algorithm', async () => {
    const unsigned = new UnsecuredJWT({ ...claims })
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    await expectUnauthorized(tokens(manualClock(Date.now())).verifyAccessToken(unsigned));
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expectUnauthorized(tokens(manualClock(Date.now())).verifyAccessToken(hs512));
  });

  it('refuses a well-signed token that lacks a claim', async () => {
    const partial: Partial<AccessTokenClaims> = { ...claims };
    delete partial.user_id;
    const token = await new SignJWT(partial)
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expectUnauthorized(tokens(manualClock(Date.now())).verifyAccessToken(token));
  });

  it('lets a key that cannot be loaded fail as itself, not as a bad token', async () => {
    const { token } = await tokens().signAccessToken(claims, hourSeconds);
    const broken = new AccessTokenService({
      signingKey: () => Promise.reject(new Error('database unreachable')),
    });
    await expect(broken.verifyAccessToken(token)).rejects.toThrow('database unreachable');
  });
});
