import { redactSecretFields, redactTokenInUrl } from './log-serializers';

describe('redactTokenInUrl', () => {
  it('hides the blade-auth query parameter wherever it stands', () => {
    expect(redactTokenInUrl('/api/x/export?blade-auth=bearer%20abc.def&id=1')).toBe(
      '/api/x/export?blade-auth=[redacted]&id=1',
    );
    expect(redactTokenInUrl('/api/x?id=1&Blade-Auth=bearer%20abc')).toBe('/api/x?id=1&Blade-Auth=[redacted]');
  });

  it("hides the token call's password, refresh token and code", () => {
    expect(
      redactTokenInUrl(
        '/api/blade-auth/oauth/token?grant_type=password&username=admin&password=21232f29&tenantId=1',
      ),
    ).toBe('/api/blade-auth/oauth/token?grant_type=password&username=admin&password=[redacted]&tenantId=1');
    expect(redactTokenInUrl('/t?refresh_token=abc&code=xyz')).toBe(
      '/t?refresh_token=[redacted]&code=[redacted]',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactTokenInUrl('/api/x?my-blade-auth=1&id=2')).toBe('/api/x?my-blade-auth=1&id=2');
  });
});

describe('redactSecretFields', () => {
  it('hides passwords, tokens, secrets, codes and captcha answers at any depth', () => {
    expect(
      redactSecretFields({
        account: 'admin',
        oldPassword: 'a',
        newPassword1: 'b',
        refresh_token: 'c',
        accessToken: 'd',
        client_secret: 'e',
        code: '123456',
        captchaCode: 'x7',
        nested: [{ password: 'f', name: 'kept' }],
      }),
    ).toEqual({
      account: 'admin',
      oldPassword: '[redacted]',
      newPassword1: '[redacted]',
      refresh_token: '[redacted]',
      accessToken: '[redacted]',
      client_secret: '[redacted]',
      code: '[redacted]',
      captchaCode: '[redacted]',
      nested: [{ password: '[redacted]', name: 'kept' }],
    });
  });

  it('leaves fields that only contain a secret word elsewhere in their name, and plain values, alone', () => {
    expect(redactSecretFields({ paymentCode: 'P-1', deptCode: '01' })).toEqual({
      paymentCode: 'P-1',
      deptCode: '01',
    });
    expect(redactSecretFields('text')).toBe('text');
    expect(redactSecretFields(null)).toBeNull();
  });

  it('hides the same names in a query string', () => {
    expect(redactTokenInUrl('/api/x?captchaCode=1&oldPassword=2&access_token=3&id=4')).toBe(
      '/api/x?captchaCode=[redacted]&oldPassword=[redacted]&access_token=[redacted]&id=4',
    );
  });
});
