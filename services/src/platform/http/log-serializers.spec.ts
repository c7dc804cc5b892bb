import { redactTokenInUrl } from './log-serializers';

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
