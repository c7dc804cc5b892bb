import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import { ValidationError } from '@platform/errors/domain-errors';

/** argon2's cost parameters; each left out takes argon2's default (64 MiB, 3 passes, 4 lanes). */
export interface PasswordCost {
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

const argon2Defaults = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/** The browser sends md5 of what the user typed (SPEC.md); the server only ever sees that. */
export function isMd5Hex(text: string): boolean {
  return /^[0-9a-f]{32}$/i.test(text);
}

/**
 * Stores argon2id of the md5 hex the browser sends (WIRE.md), never the md5 itself: a leaked
 * table then costs an attacker argon2 work per guess. The hex is lower-cased first, so that a
 * client writing it in capitals still matches.
 */
export class PasswordHasher {
  /**
   * The dummy hash of each cost, shared by every hasher of the process (the user and auth
   * modules each have one): one argon2 run and its 64 MiB at start rather than one per module.
   */
  private static readonly dummyHashes = new Map<string, Promise<string>>();
  private readonly cost: Required<PasswordCost>;
  /** A hash of a random password, verified against when the account does not exist. */
  private readonly dummyHash: Promise<string>;

  constructor(cost: PasswordCost = {}) {
    this.cost = {
      memoryCost: cost.memoryCost ?? argon2Defaults.memoryCost,
      timeCost: cost.timeCost ?? argon2Defaults.timeCost,
      parallelism: cost.parallelism ?? argon2Defaults.parallelism,
    };
    this.dummyHash = this.sharedDummyHash();
  }

  private sharedDummyHash(): Promise<string> {
    const key = JSON.stringify(this.cost);
    const known = PasswordHasher.dummyHashes.get(key);
    if (known) return known;
    // Made now rather than at the first unknown account, whose answer would otherwise be slower.
    const made = this.hashPassword(randomBytes(16).toString('hex'));
    // Awaited by verifyDummy; until then a failure must not count as an unhandled rejection.
    made.catch(() => {});
    PasswordHasher.dummyHashes.set(key, made);
    return made;
  }

  async hashPassword(md5hex: string): Promise<string> {
    // Anything else could never be matched by what a browser sends: the account would be locked out.
    if (!isMd5Hex(md5hex)) throw new ValidationError('密码格式不正确', 'password');
    return argon2.hash(md5hex.toLowerCase(), { type: argon2.argon2id, ...this.cost });
  }

  /** False for a wrong password. Throws only when `hash` is not an argon2 hash at all. */
  async verifyPassword(hash: string, md5hex: string): Promise<boolean> {
    // No stored hash was made from anything but md5 hex, so the answer is known without the work;
    // verifyDummy answers such input as fast, so the shortcut reveals nothing about accounts.
    if (!isMd5Hex(md5hex)) return false;
    return argon2.verify(hash, md5hex.toLowerCase());
  }

  /**
   * Does the work of verifyPassword against a hash of the same cost and answers false. Called when
   * the account does not exist, so that the time of the answer does not tell which accounts do.
   */
  async verifyDummy(md5hex: string): Promise<false> {
    await this.verifyPassword(await this.dummyHash, md5hex);
    return false;
  }
}
