import { md5 } from 'js-md5';

/**
 * What the session keeps of the lock password, in browser storage until login or logout: a
 * digest, so that the storage does not hold what the user typed. (A lock screen guards a desk
 * left alone, not a secret: the digest only keeps the password out of plain sight.)
 */
export function lockSecret(password: string): string {
  return md5(`lock:${password}`);
}
