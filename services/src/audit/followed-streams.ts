import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { AppendFeed } from '@services/audit/append-feed';
import { AuditTrail } from '@services/audit/audit-trail';
import type { AuditEventView } from '@services/audit/audit-views';
import { PushedValues } from '@services/audit/pushed-values';

/** The records an open audit page follows: their events pushed as they are appended. */
@Injectable()
export class FollowedStreams {
  constructor(
    private readonly trail: AuditTrail,
    private readonly history: SqlEventHistory,
    private readonly appended: AppendFeed,
  ) {}

  /**
   * The events of a record as they are appended, for as long as the caller follows: first those
   * after `afterRevision` (what the page read before it followed may already be behind), then
   * each new one, every revision once and in order. A record of another tenant yields nothing.
   */
  async follow(
    caller: RequestContext,
    type: string,
    id: string,
    afterRevision: number | undefined,
  ): Promise<AsyncIterableIterator<AuditEventView>> {
    const streamId = this.trail.streamIdOf(type, id);
    let last = BigInt(afterRevision ?? -1);
    let early: StoredEvent[] | undefined = [];
    const views = new PushedValues<AuditEventView>(() => stop());
    const deliver = (event: StoredEvent) => {
      if (early) {
        early.push(event);
        return;
      }
      if (event.streamRevision <= last) return;
      last = event.streamRevision;
      const view = this.trail.visibleView(caller, event);
      if (view) views.push(view);
    };
    // Followed before the missed events are read, so that none lands unseen in between.
    const stop = await this.appended.follow(streamId, deliver);
    const missed = afterRevision === undefined ? [] : await this.history.streamAfter(streamId, last);
    const arrived = [...missed, ...early];
    early = undefined;
    arrived.forEach(deliver);
    return views;
  }
}
