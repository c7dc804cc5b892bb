import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { calledPath } from '@platform/access/called-path';
import { PermissionChecker } from '@platform/access/permission-checker';
import { PUBLIC_ROUTE } from '@platform/access/public.decorator';
import { REQUIRED_PERMISSION } from '@platform/access/requires-permission.decorator';
import { currentRequestContext, type RequestContext } from '@platform/context/request-context';
import { ANONYMOUS_IDENTITY } from '@platform/context/request-context.resolver';
import { ForbiddenError, UnauthorizedError } from '@platform/errors/domain-errors';

/**
 * Every route (and every GraphQL resolver: the audit explorer's) needs a signed-in caller unless
 * it is marked @Public(), and a route that requires a button code needs a caller whose roles
 * grant it, and, where API scopes guard the path, one of those scopes (SPEC.md §6). Who the
 * caller is was settled
 * before routing by the RequestContextResolver (an invalid token already answered 401).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly permissions: PermissionChecker,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const declared = <T>(key: string) =>
      this.reflector.getAllAndOverride<T | undefined>(key, [context.getHandler(), context.getClass()]);
    if (declared<boolean>(PUBLIC_ROUTE)) return true;
    const caller = currentRequestContext();
    if (caller.userId === ANONYMOUS_IDENTITY.userId) throw new UnauthorizedError();
    const codes = declared<string[]>(REQUIRED_PERMISSION);
    if (codes === undefined) return true;
    if (!(await this.grantsOneOf(caller, codes))) throw new ForbiddenError();
    if (!(await this.permissions.allowsCall(caller, calledPath(context)))) throw new ForbiddenError();
    return true;
  }

  private async grantsOneOf(caller: RequestContext, codes: readonly string[]): Promise<boolean> {
    for (const code of codes) if (await this.permissions.grants(caller, code)) return true;
    return false;
  }
}
