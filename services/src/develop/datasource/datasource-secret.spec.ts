import { DatasourceSecrets } from '@services/develop/datasource/datasource-secret';

describe('data-source passwords sealed with AES-256-GCM', () => {
  const secrets = new DatasourceSecrets('key-one');

  it('opens what it sealed, and seals the same password differently each time', () => {
    const first = secrets.seal('pa55-词');
    const second = secrets.seal('pa55-词');
    expect(first).not.toContain('pa55');
    expect(first).not.toBe(second);
    expect(secrets.open(first)).toBe('pa55-词');
    expect(secrets.open(second)).toBe('pa55-词');
  });

  it('refuses a value sealed under another key, an edited one, and plain text', () => {
    const sealed = secrets.seal('secret');
    expect(() => new DatasourceSecrets('key-two').open(sealed)).toThrow();
    const edited = Buffer.from(sealed.slice(5), 'base64');
    edited[edited.length - 1] ^= 1;
    expect(() => secrets.open(`gcm1:${edited.toString('base64')}`)).toThrow();
    expect(() => secrets.open('secret')).toThrow('not sealed');
  });
});
