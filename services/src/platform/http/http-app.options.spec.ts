import { httpOptionsFromEnv, parseTrustProxy } from './http-app.options';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseTrustProxy(raw)).toBe(expected);
  });
});

describe('httpOptionsFromEnv', () => {
  it('reads the HTTP settings of the environment', () => {
    const env = {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      TIME_ZONE: 'UTC',
      BODY_LIMIT: '2048',
      CONSOLE_DIR: '/srv/console',
    };

    expect(httpOptionsFromEnv(env)).toEqual({
      logLevel: 'warn',
      trustProxy: true,
      timeZone: 'UTC',
      bodyLimit: 2048,
      consoleDir: '/srv/console',
    });
  });

  it('leaves the defaults to createHttpApp when nothing is set', () => {
    // consoleDir is left out: without CONSOLE_DIR it is the console built beside the server, if any.
    expect(httpOptionsFromEnv({})).toMatchObject({
      logLevel: undefined,
      trustProxy: false,
      timeZone: undefined,
      bodyLimit: undefined,
    });
  });

  it('refuses a BODY_LIMIT that is not a positive integer', () => {
    expect(() => httpOptionsFromEnv({ BODY_LIMIT: '1MB' })).toThrow(/BODY_LIMIT/);
  });
});
