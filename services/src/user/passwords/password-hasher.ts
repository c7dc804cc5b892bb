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
  private readonly cost: Required<PasswordCost>;
  /** Verified against when the account does not exist (verifyDummy). */
  private readonly dummyHash: string;

  constructor(cost: PasswordCost = {}) {
    this.cost = {
      memoryCost: cost.memoryCost ?? argon2Defaults.memoryCost,
      timeCost: cost.timeCost ?? argon2Defaults.timeCost,
      parallelism: cost.parallelism ?? argon2Defaults.parallelism,
    };
    this.dummyHash = unmatchableHash(this.cost);
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
    await this.verifyPassword(this.dummyHash, md5hex);
    return false;
  }
}

/**
 * An argon2id hash in argon2's own format (PHC: `$argon2id$v=19$m=…,p=…,t=…$salt$digest`) whose
 * salt and digest are random bytes of the lengths argon2 writes (16 and 32). Verifying against
 * it costs what verifying against a real hash of that cost does, and no password matches it.
 * Made without running argon2, so a start spends neither the time nor the 64 MiB of a hash.
 */
function unmatchableHash({ memoryCost, timeCost, parallelism }: Required<PasswordCost>): string {
  // PHC's base64 has no padding.
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  const params = `m=${memoryCost},p=${parallelism},t=${timeCost}`;
  return `$argon2id$v=19$${params}$${b64(randomBytes(16))}$${b64(randomBytes(32))}`;
}
