import type { SqlDatabase } from '@platform/database/database';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const notifyPayloadLimit = 7900;

/** How long news gathers before it is sent: a few appends' or batches' worth. */
const gatherMs = 5;

/**
 * A NOTIFY to other processes sent at most once per few milliseconds, carrying what was gathered
 * meanwhile, so that busy writers cost one notice per few milliseconds rather than one each. It
 * is sent outside the writers' transactions: a notifying commit takes a cluster-wide lock, and
 * concurrent writers must not queue behind it. A notice that fails is dropped: listeners keep a
 * poll for a lost one. PGlite belongs to one process, so there nothing is sent.
 */
export class GatheredNotice<News> {
  private gathered: News | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: SqlDatabase,
    private readonly channel: string,
    private readonly payloadOf: (news: News) => string,
  ) {}

  /** Folds more news into what the next notice carries (`gathered` is undefined after a send). */
  add(fold: (gathered: News | undefined) => News): void {
    if (this.database.kind !== 'postgres') return;
    this.gathered = fold(this.gathered);
    this.timer ??= setTimeout(() => void this.send(), gatherMs);
  }

  /** Sends what was gathered now, not waiting for the timer (before the process stops). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    await this.send();
  }

  private async send(): Promise<void> {
    const news = this.gathered;
    this.gathered = undefined;
    this.timer = undefined;
    if (news === undefined) return;
    await this.database.notify(this.channel, this.payloadOf(news)).catch(() => {
      // Listeners fall back to their poll; a lost notice only delays them.
    });
  }
}
