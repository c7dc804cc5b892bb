import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PUBLIC_ROUTE } from '@platform/access/public.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { ANONYMOUS_IDENTITY } from '@platform/context/request-context.resolver';
import { UnauthorizedError } from '@platform/errors/app-errors';

/**
 * Every route needs a signed-in caller unless it is marked @Public(). Who the caller is was
 * settled before routing by the RequestContextResolver (an invalid token already answered 401).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    if (currentRequestContext().userId === ANONYMOUS_IDENTITY.userId) throw new UnauthorizedError();
    return true;
  }
}
