import type { IncomingHttpHeaders } from 'node:http';
import type { RequestContext } from './request-context';

/** What a resolver may look at: the request's headers and query, already parsed. */
export interface ResolverInput {
  readonly requestId: string;
  readonly clientIp: string;
  readonly headers: IncomingHttpHeaders;
  readonly query: Readonly<Record<string, unknown>>;
}

/** The caller's identity; the HTTP layer adds requestId and clientIp to make the RequestContext. */
export type RequestIdentity = Omit<RequestContext, 'requestId' | 'clientIp'>;

/**
 * The seam between the HTTP layer and authentication. Once per request, before routing to a
 * controller, the HTTP layer asks the resolver who the caller is and makes the answer the
 * current RequestContext.
 *
 * The abstract class is also the Nest provider token. To replace the anonymous default, a module
 * (authentication) provides it, for example
 *   `{ provide: RequestContextResolver, useClass: BladeAuthContextResolver }`
 * and createHttpApp finds it wherever it is declared: no other module changes. Two providers of
 * the token make the boot fail rather than silently picking one.
 *
 * A resolver for the `Blade-Auth: bearer <jwt>` header answers the anonymous identity when the
 * header is absent (public routes still work; guards refuse the others) and throws an
 * UnauthorizedError when a token is present but invalid or expired (the console then logs out).
 * Downloads pass the token as the `blade-auth` query parameter, hence `query`.
 */
export abstract class RequestContextResolver {
  abstract resolve(input: ResolverInput): RequestIdentity | Promise<RequestIdentity>;
}

/** Tenant 000000 is the platform itself; userId "0" is nobody. */
export const ANONYMOUS_IDENTITY: RequestIdentity = Object.freeze({
  tenantId: '000000',
  userId: '0',
  account: 'anonymous',
  deptId: '0',
  roleIds: Object.freeze([]),
});

/** The default until authentication provides its own resolver: every caller is anonymous. */
export class AnonymousRequestContextResolver extends RequestContextResolver {
  resolve(): RequestIdentity {
    return ANONYMOUS_IDENTITY;
  }
}
