import { type Appended, type CatchUpSource, startCatchUpLoop } from '@platform/event-store/catch-up-loop';
import {
  compareGlobalPositions,
  type GlobalPosition,
  type StoredEvent,
  startOfAll,
} from '@platform/event-store/event-store.port';
import { meta } from '@platform/event-store/event-store.contract';
import { sleep, waitFor } from '@platform/jobs/testing/probes';

/**
 * The loop over a store held in memory, where each read is recorded: what the projections rely
 * on (each event delivered once, in order, also after a delivery failed) and that an append of
 * types the loop does not handle costs it no read.
 */
class MemorySource implements CatchUpSource {
  readonly events: StoredEvent[] = [];
  /** The positions reads started after, in order. */
  readonly readsAfter: GlobalPosition[] = [];
  private readonly wakeUps = new Set<(appended: Appended) => void>();

  /** Runs as a read starts, before it looks: what happens while the loop is busy reading. */
  duringRead: (() => void) | undefined;

  async read(after: GlobalPosition, limit: number) {
    this.readsAfter.push(after);
    this.duringRead?.();
    const events = this.events
      .filter((event) => compareGlobalPositions(event.position, after) > 0)
      .slice(0, limit);
    const seenUpTo = events.length === limit ? events[events.length - 1]!.position : this.end(after);
    return { events, seenUpTo };
  }

  onAppended(wake: (appended: Appended) => void) {
    this.wakeUps.add(wake);
    return () => this.wakeUps.delete(wake);
  }

  append(count: number): void {
    for (let i = 0; i < count; i++) {
      const n = BigInt(this.events.length + 1);
      this.events.push({
        eventId: `event-${n}`,
        type: 'Counted',
        data: {},
        metadata: meta(),
        streamId: 'counter',
        streamRevision: n - 1n,
        position: { commit: n, prepare: n },
        recordedAt: new Date(),
      });
    }
    const position = this.events[this.events.length - 1]!.position;
    for (const wake of this.wakeUps) wake({ types: ['Counted'], position });
  }

  /** Wakes the loops as an append of `types` past every stored event would. */
  announce(types: readonly string[]): void {
    const position = { commit: BigInt(this.events.length + 1), prepare: 0n };
    for (const wake of this.wakeUps) wake({ types, position });
  }

  private end(after: GlobalPosition): GlobalPosition {
    return this.events[this.events.length - 1]?.position ?? after;
  }
}

const timing = { idlePollMs: 50, eagerWindowMs: 50 };
const idsOf = (events: readonly StoredEvent[]) => events.map((event) => event.eventId);

const until = (what: string, condition: () => boolean) => waitFor(what, async () => condition(), 5000);

describe('the catch-up loop', () => {
  it('delivers what was stored and what is appended after, each event once and in order', async () => {
    const source = new MemorySource();
    source.append(10);
    const delivered: StoredEvent[] = [];
    const subscription = startCatchUpLoop(
      source,
      { from: startOfAll, batchSize: 3, onBatch: async (events) => void delivered.push(...events) },
      timing,
    );
    try {
      await until('the stored events', () => delivered.length === 10);
      source.append(4);
      await until('the appended events', () => delivered.length === 14);
      expect(idsOf(delivered)).toEqual(idsOf(source.events));
    } finally {
      await subscription.stop();
    }
  });

  it('after a failed delivery, reads again from the last batch delivered', async () => {
    const source = new MemorySource();
    source.append(7);
    const delivered: StoredEvent[] = [];
    const errors: unknown[] = [];
    let failures = 1;
    const subscription = startCatchUpLoop(
      source,
      {
        from: startOfAll,
        batchSize: 3,
        async onBatch(events) {
          // The second batch fails once, as a batch whose transaction rolled back.
          if (delivered.length === 3 && failures-- > 0) throw new Error('the batch rolled back');
          delivered.push(...events);
        },
        onError: (error) => errors.push(error),
      },
      timing,
    );
    try {
      await until('every event', () => delivered.length === 7);
      expect(idsOf(delivered)).toEqual(idsOf(source.events));
      expect(errors).toHaveLength(1);
      // The second batch was read twice: before and after its delivery failed.
      const afterFirstBatch = source.readsAfter.filter((after) => after.commit === 3n);
      expect(afterFirstBatch.length).toBeGreaterThanOrEqual(2);
    } finally {
      await subscription.stop();
    }
  });

  it('is woken by appends of its own types only', async () => {
    const source = new MemorySource();
    // Long enough that no read comes from the idle poll while the test runs.
    const patient = { idlePollMs: 60_000, eagerWindowMs: 50 };
    const subscription = startCatchUpLoop(
      source,
      { from: startOfAll, eventTypes: ['Counted'], onBatch: async () => undefined },
      patient,
    );
    try {
      await until('the first read', () => source.readsAfter.length === 1);
      source.announce(['Other']);
      await sleep(50);
      expect(source.readsAfter).toHaveLength(1);
      source.announce(['Other', 'Counted']);
      await until('a read woken by its type', () => source.readsAfter.length > 1);
    } finally {
      await subscription.stop();
    }
  });

  it('does not read again for appends its last read already saw', async () => {
    const source = new MemorySource();
    const patient = { idlePollMs: 60_000, eagerWindowMs: 50 };
    const delivered: StoredEvent[] = [];
    const subscription = startCatchUpLoop(
      source,
      { from: startOfAll, onBatch: async (events) => void delivered.push(...events) },
      patient,
    );
    try {
      await until('the first read', () => source.readsAfter.length === 1);
      // An append lands as the woken read starts: the loop is woken while busy, by an append
      // that read finds.
      source.duringRead = () => {
        source.duringRead = undefined;
        source.append(1);
      };
      source.append(1);
      await until('both appends', () => delivered.length === 2);
      await sleep(50);
      expect(source.readsAfter).toHaveLength(2);
    } finally {
      await subscription.stop();
    }
  });
});
