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

/** A domain command: what to do (`type`), with what, and who asks when. */
export interface DomainCommand<Type extends string, Data> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

export function commandMetadata(context: RequestContext, at: Date): CommandMetadata {
  return { tenantId: context.tenantId, callerId: context.userId, at: at.toISOString() };
}
