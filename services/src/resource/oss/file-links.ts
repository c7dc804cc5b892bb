import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { isPublicKey } from '@services/resource/oss/upload-policy';

/** Where stored files are served: /api/<filePath>/<tenant>/<name>. */
export const filePath = 'blade-resource/oss/endpoint/file';
const fileLinkPrefix = `/api/${filePath}/`;

/** How long a private file's link is valid, in seconds (FILE_LINK_TTL_SECONDS, default 1 hour). */
export function fileLinkTtlSeconds(env: Readonly<NodeJS.ProcessEnv>): number {
  const value = Number(env.FILE_LINK_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : 3600;
}

/** The query of a signed link: when it stops working (unix seconds) and the signature. */
export interface LinkSignature {
  expires?: string;
  signature?: string;
}

/**
 * The links of stored files. An image's link is its path alone (an <img> cannot sign, and its
 * random name is the secret). Any other file's link carries an expiry and an HMAC of key and
 * expiry: whoever was handed it may read the file until then, nobody can extend it. The key is
 * derived from TOKEN_SECRET when set (every node then accepts every node's links), else random
 * per process.
 */
@Injectable()
export class FileLinks {
  private readonly key: Buffer;
  private readonly ttlSeconds: number;

  constructor(
    @Inject(RUNTIME) runtime: Runtime,
    private readonly clock: Clock,
  ) {
    const secret = runtime.config.tokenSecret;
    this.key = secret ? createHmac('sha256', secret).update('file-links').digest() : randomBytes(32);
    this.ttlSeconds = fileLinkTtlSeconds(runtime.config.env);
  }

  /** The link to give out for a stored key: signed, unless the file is an image. */
  linkTo(key: string): string {
    const path = `${fileLinkPrefix}${key}`;
    if (isPublicKey(key)) return path;
    const expires = String(Math.floor(this.clock.now().getTime() / 1000) + this.ttlSeconds);
    return `${path}?expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  /** A stored link (export results, contract templates) freshly signed; other links unchanged. */
  resigned(link: string): string {
    const key = keyOfLink(link);
    return key === undefined ? link : this.linkTo(key);
  }

  /** Whether a request for `key` may read it: an image, or a valid signature not yet expired. */
  allows(key: string, { expires, signature }: LinkSignature): boolean {
    if (isPublicKey(key)) return true;
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 < this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${key}\n${expires}`).digest('base64url');
  }
}

/** The storage key of a link this product gave out (signed or not), else undefined. */
export function keyOfLink(link: string): string | undefined {
  if (!link.startsWith(fileLinkPrefix)) return undefined;
  return link.slice(fileLinkPrefix.length).split('?')[0];
}
