import type { RequestContext } from '@platform/context/request-context';
import type { EventMetadata } from '@platform/event-store/event-store.port';

/**
 * The metadata of events caused by an HTTP request: the request id correlates everything the
 * request caused, and is also its direct cause.
 */
export function eventMetadataFrom(context: RequestContext, at: Date): EventMetadata {
  return {
    tenantId: context.tenantId,
    userId: context.userId,
    account: context.account,
    correlationId: context.requestId,
    causationId: context.requestId,
    occurredAt: at.toISOString(),
    clientIp: context.clientIp,
  };
}
