import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is asking, for the duration of one HTTP request. Command handlers copy it into event
 * metadata (tenantId, userId, account, clientIp; requestId as the correlation id) and queries
 * scope their reads by tenantId.
 */
export interface RequestContext {
  readonly requestId: string;
  readonly tenantId: string;
  readonly userId: string;
  readonly account: string;
  readonly deptId: string;
  readonly roleIds: readonly string[];
  /**
   * Whether one of roleIds is the tenant's administrator, when authentication read it together
   * with the session (saving the access checks a read of the roles); absent, they read it.
   */
  readonly administrator?: boolean;
  readonly clientIp: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it awaits or schedules) with `context` as the current context. */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/**
 * Runs `work` (and everything it schedules) outside any request: what a request starts but
 * outlives it (a process-wide loop) must not keep that caller as its own.
 */
export function runOutsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * The context of the request being served. Throws outside a request: code that can run from a
 * job or a projection must receive its tenant and caller explicitly instead.
 */
export function currentRequestContext(): RequestContext {
  const context = storage.getStore();
  if (!context) throw new Error('currentRequestContext() was called outside an HTTP request');
  return context;
}

/** The tenant of the request being served, or undefined outside a request. */
export function currentTenantId(): string | undefined {
  return storage.getStore()?.tenantId;
}
