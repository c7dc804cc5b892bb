import { Injectable } from '@nestjs/common';
import {
  RequestContextResolver,
  type RequestIdentity,
  type ResolverInput,
} from '@platform/context/request-context.resolver';
import { UnauthorizedError } from '@platform/errors/domain-errors';
import { BearerTokenStrategy, bearerTokenStrategy } from '@services/auth/context/bearer-token.strategy';
import { authenticateWith } from '@services/auth/passport/own-passport';

/**
 * Who is calling, as the bearer token strategy authenticates them through passport: before
 * routing, so that a refused token answers 401 before the body is read.
 */
@Injectable()
export class BladeAuthContextResolver extends RequestContextResolver {
  constructor(private readonly bearer: BearerTokenStrategy) {
    super();
  }

  resolve(input: ResolverInput): Promise<RequestIdentity> {
    const passport = this.bearer.getPassportInstance();
    return authenticateWith(passport, bearerTokenStrategy, input, () => new UnauthorizedError());
  }
}
