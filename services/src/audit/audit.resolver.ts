import { Inject } from '@nestjs/common';
import { Args, Query, Resolver, Subscription } from '@nestjs/graphql';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { Caller } from '@platform/http/request-params';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { type AsOfInput, AuditTrail, type EventFilterInput } from '@services/audit/audit-trail';
import { FollowedStreams } from '@services/audit/followed-streams';

/** The button code of the audit explorer (the 审计 menu's page): every audit query needs it. */
export const auditViewCode = 'audit_explorer_view';

/**
 * The audit explorer's queries, on /api/graphql. The access guard of every REST route checks
 * them too: a token (401 without one), then the audit code (403 without it).
 */
@Resolver()
@RequiresPermission(auditViewCode)
export class AuditResolver {
  constructor(
    private readonly trail: AuditTrail,
    private readonly followed: FollowedStreams,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Query('aggregateTypes')
  aggregateTypes() {
    return this.trail.aggregateTypes();
  }

  @Query('events')
  events(
    @Caller() caller: RequestContext,
    @Args('filter') filter: EventFilterInput | null,
    @Args('after') after: string | null,
    @Args('first') first: number,
    @Args('order') order: 'NEWEST_FIRST' | 'OLDEST_FIRST',
  ) {
    const historyOrder = order === 'OLDEST_FIRST' ? 'oldest' : 'newest';
    return this.trail.events(caller, filter ?? {}, after ?? undefined, first, historyOrder);
  }

  @Query('stream')
  stream(
    @Caller() caller: RequestContext,
    @Args('aggregateType') type: string,
    @Args('aggregateId') id: string,
  ) {
    return this.trail.stream(caller, type, id);
  }

  @Query('stateAsOf')
  stateAsOf(
    @Caller() caller: RequestContext,
    @Args('aggregateType') type: string,
    @Args('aggregateId') id: string,
    @Args('asOf') asOf: AsOfInput,
  ) {
    return this.trail.stateAsOf(caller, type, id, asOf);
  }

  @Query('stateDiff')
  stateDiff(
    @Caller() caller: RequestContext,
    @Args('aggregateType') type: string,
    @Args('aggregateId') id: string,
    @Args('from') from: AsOfInput,
    @Args('to') to: AsOfInput,
  ) {
    return this.trail.stateDiff(caller, type, id, from, to);
  }

  /**
   * A record's events as they are appended, while its page is open (over the WebSocket of
   * /api/graphql, whose upgrade request says who calls, as any request does).
   */
  @Subscription('streamEvents', { resolve: (event: unknown) => event })
  streamEvents(
    @Caller() caller: RequestContext,
    @Args('aggregateType') type: string,
    @Args('aggregateId') id: string,
    @Args('afterRevision') afterRevision: number | null,
  ) {
    return this.followed.follow(caller, type, id, afterRevision ?? undefined);
  }

  /** Each projection's position and lag: the status /api/health reports, behind the audit code. */
  @Query('projections')
  projections() {
    return this.runtime.projections.status();
  }
}
