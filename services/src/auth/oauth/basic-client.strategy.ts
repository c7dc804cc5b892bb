import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import { parseBasicClient } from '@services/auth/oauth/basic-client';
import { type OAuthClient, OAuthClientsRepository } from '@services/auth/oauth/oauth-clients.repository';
import { ownPassport, type Passport } from '@services/auth/passport/own-passport';

export const basicClientStrategy = 'oauth-basic-client';
export const badClient = '客户端认证失败';

/** The token call's client: `Authorization: Basic base64(clientId:clientSecret)` of a registered client. */
@Injectable()
export class BasicClientStrategy extends PassportStrategy(Strategy, basicClientStrategy) {
  constructor(private readonly clients: OAuthClientsRepository) {
    super();
  }

  /** Called by PassportStrategy, which registers the strategy with it, and by authenticateClient. */
  getPassportInstance(): Passport {
    return ownPassport(this);
  }

  /** passport-custom hands over the request: its Authorization header is all this reads. */
  async validate({ headers }: { headers: IncomingHttpHeaders }): Promise<OAuthClient> {
    const presented = parseBasicClient(headers.authorization);
    const client = presented && (await this.clients.find(presented.clientId));
    if (!presented || !client || !sameSecret(client.clientSecret, presented.clientSecret)) {
      throw new UnauthorizedError(badClient);
    }
    return client;
  }
}

/** Compares digests, so that the time taken says nothing about how much of the secret matched. */
function sameSecret(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}
