import { createHash } from 'node:crypto';
import * as argon2 from 'argon2';
import { isMd5Hex, PasswordHasher } from '@services/user/passwords/password-hasher';
import { ValidationError } from '@platform/errors/domain-errors';

// The real argon2, watched: the dummy verification is proven by the work it asks argon2 to do.
jest.mock('argon2', () => {
  const actual = jest.requireActual<typeof argon2>('argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

/** What the browser sends for a typed password. */
const md5 = (typed: string) => createHash('md5').update(typed).digest('hex');

/** Cheap enough for a unit test; the production default is argon2's own. */
const cost = { memoryCost: 1024, timeCost: 2, parallelism: 1 };
const costPrefix = '$argon2id$v=19$m=1024,p=1,t=2$';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(cost);

  beforeEach(() => {
    jest.mocked(argon2.verify).mockClear();
  });

  it('stores argon2id of the md5 hex with the cost it was given, never the md5 itself', async () => {
    const hash = await hasher.hashPassword(md5('admin'));
    expect(hash.startsWith(costPrefix)).toBe(true);
    expect(hash).not.toContain(md5('admin'));
  });

  it('uses argon2 defaults when no cost is given', async () => {
    const hash = await new PasswordHasher().hashPassword(md5('admin'));
    expect(hash.startsWith('$argon2id$v=19$m=65536,p=4,t=3$')).toBe(true);
  });

  it('verifies the same md5 hex, in either case, and refuses another', async () => {
    const hash = await hasher.hashPassword(md5('admin'));
    expect(await hasher.verifyPassword(hash, md5('admin'))).toBe(true);
    expect(await hasher.verifyPassword(hash, md5('admin').toUpperCase())).toBe(true);
    expect(await hasher.verifyPassword(hash, md5('Admin'))).toBe(false);
  });

  it('salts every hash', async () => {
    const first = await hasher.hashPassword(md5('admin'));
    const second = await hasher.hashPassword(md5('admin'));
    expect(first).not.toBe(second);
    expect(await hasher.verifyPassword(second, md5('admin'))).toBe(true);
  });

  it('refuses to store anything but md5 hex, which no browser could match', async () => {
    await expect(hasher.hashPassword('admin')).rejects.toThrow(ValidationError);
    await expect(hasher.hashPassword(`${md5('admin')}0`)).rejects.toThrow(ValidationError);
  });

  it('answers false for input that is not md5 hex, even if a hash was made of it', async () => {
    const hashOfPlainText = await argon2.hash('admin', { type: argon2.argon2id, ...cost });
    expect(await hasher.verifyPassword(hashOfPlainText, 'admin')).toBe(false);
  });

  it('throws, rather than answering a wrong password, when the stored value is no argon2 hash', async () => {
    await expect(hasher.verifyPassword(md5('admin'), md5('admin'))).rejects.toThrow();
  });

  it('verifies against a dummy hash of the same cost for an account that does not exist', async () => {
    expect(await hasher.verifyDummy(md5('admin'))).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    const [dummyHash, password] = jest.mocked(argon2.verify).mock.calls[0]!;
    expect(dummyHash.startsWith(costPrefix)).toBe(true);
    expect(password).toBe(md5('admin'));
  });

  it('does the same work for an unknown account as for a known one', async () => {
    const hash = await hasher.hashPassword(md5('admin'));
    await hasher.verifyPassword(hash, md5('wrong'));
    await hasher.verifyDummy(md5('wrong'));
    const [known, unknown] = jest.mocked(argon2.verify).mock.calls;
    expect(unknown![0].slice(0, costPrefix.length)).toBe(known![0].slice(0, costPrefix.length));
    expect(unknown![1]).toBe(known![1]);
  });

  it('makes its dummy hash without running argon2, in the shape of a real hash of its cost', async () => {
    const hashing = jest.spyOn(PasswordHasher.prototype, 'hashPassword');
    const fresh = new PasswordHasher({ memoryCost: 2048, timeCost: 1, parallelism: 1 });
    expect(hashing).not.toHaveBeenCalled();
    hashing.mockRestore();

    await fresh.verifyDummy(md5('admin'));
    const [dummyHash] = jest.mocked(argon2.verify).mock.calls[0]!;
    const real = await fresh.hashPassword(md5('admin'));
    // Salt and digest of the same lengths: argon2 does the same work to verify either.
    expect(dummyHash.split('$').map((part) => part.length)).toEqual(
      real.split('$').map((part) => part.length),
    );
    expect(dummyHash).not.toBe(real);
  });
});

describe('isMd5Hex', () => {
  it.each([md5('admin'), md5('admin').toUpperCase()])('accepts %s', (text) => {
    expect(isMd5Hex(text)).toBe(true);
  });

  it.each(['', 'admin', md5('admin').slice(1), `${md5('admin')}0`, `${md5('admin').slice(1)}g`])(
    'refuses "%s"',
    (text) => {
      expect(isMd5Hex(text)).toBe(false);
    },
  );
});
