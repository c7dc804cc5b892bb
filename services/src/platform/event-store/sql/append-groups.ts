import type { AppendResult, StreamAppend } from '@platform/event-store/event-store.port';

/**
 * Groups written at once. Two: while one group commits (its WAL flushed), the next one runs on the
 * database's other core; past that, appends wait and join a larger group instead.
 */
const groupsAtOnce = 2;
/**
 * Appends in one group at most. Each runs in a subtransaction of its own (es_append_group), and a
 * session caches 64 subtransaction ids: past them every snapshot in the database gets slower.
 */
const appendsPerGroup = 32;

/** One command's append: its streams, and where its outcome goes. */
interface Waiting {
  appends: readonly StreamAppend[];
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Writes concurrent commands' appends together: group commit in the event store. An append that
 * finds the store idle is written at once, alone, as before; those that arrive while groups are
 * being written wait for one to end and then go as one group: one statement and one commit for
 * all of them, where each alone paid its own round trip, statement and WAL flush. Under 16
 * writers a group holds several appends, and the database does about half the work per append.
 *
 * `write` answers each append's outcome in order: its result, or the error that refused it (a
 * broken expectation refuses one append of a group, not the others). If it throws, every append
 * of the group has failed with that error.
 */
export class AppendGroups {
  private readonly waiting: Waiting[] = [];
  private writing = 0;

  constructor(
    private readonly write: (
      group: ReadonlyArray<readonly StreamAppend[]>,
    ) => Promise<Array<AppendResult | Error>>,
  ) {}

  append(appends: readonly StreamAppend[]): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ appends, resolve, reject });
      this.writeWaiting();
    });
  }

  private writeWaiting(): void {
    while (this.writing < groupsAtOnce && this.waiting.length > 0) {
      const group = this.waiting.splice(0, appendsPerGroup);
      this.writing++;
      void this.writeGroup(group).finally(() => {
        this.writing--;
        this.writeWaiting();
      });
    }
  }

  private async writeGroup(group: readonly Waiting[]): Promise<void> {
    try {
      const outcomes = await this.write(group.map((waiting) => waiting.appends));
      group.forEach((waiting, index) => {
        const outcome = outcomes[index]!;
        if (outcome instanceof Error) waiting.reject(outcome);
        else waiting.resolve(outcome);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
  }
}
