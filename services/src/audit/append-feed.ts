import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { runOutsideRequest } from '@platform/context/request-context';
import type { StoredEvent, Subscription } from '@platform/event-store/event-store.port';
import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';

type Follower = (event: StoredEvent) => void;

/**
 * The events appended to the streams that open audit pages follow, handed to them as they land.
 * One subscription to the store's global order serves every follower of the process, so that an
 * append costs one read however many pages are open: it is woken as the projections are (at
 * once by an append in this process, through the store's NOTIFY by one in another, PGlite being
 * one process), and runs only while someone follows.
 */
@Injectable()
export class AppendFeed implements OnModuleDestroy {
  private readonly followers = new Map<string, Set<Follower>>();
  private running: Promise<Subscription> | undefined;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly history: SqlEventHistory,
  ) {}

  /**
   * Calls `follower` with every event appended to `streamId` once this resolves (and perhaps a
   * few appended just before: a follower that must not see one twice checks its revision).
   * Answers what stops following.
   */
  async follow(streamId: string, follower: Follower): Promise<() => Promise<void>> {
    const ofStream = this.followers.get(streamId) ?? new Set();
    this.followers.set(streamId, ofStream.add(follower));
    this.running ??= runOutsideRequest(() => this.subscribe());
    await this.running;
    return async () => {
      ofStream.delete(follower);
      if (ofStream.size === 0) this.followers.delete(streamId);
      if (this.followers.size === 0) await this.stop();
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.followers.clear();
    await this.stop();
  }

  private async subscribe(): Promise<Subscription> {
    return this.runtime.infrastructure.store.subscribeToAll({
      from: await this.history.fence(),
      onBatch: async (events) => {
        for (const event of events) this.followers.get(event.streamId)?.forEach((follow) => follow(event));
      },
    });
  }

  private async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await (await running)?.stop();
  }
}
