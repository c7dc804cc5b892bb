import type { RequestContext } from '@platform/context/request-context';

/**
 * Who acts, in which tenant, and when (an ISO-8601 instant): the metadata every domain command
 * carries. The handler fills it from the request context and the clock, so deciders stay pure.
 */
export interface CommandMetadata {
  tenantId: string;
  callerId: string;
  at: string;
}

export function commandMetadata(context: RequestContext, at: Date): CommandMetadata {
  return { tenantId: context.tenantId, callerId: context.userId, at: at.toISOString() };
}
