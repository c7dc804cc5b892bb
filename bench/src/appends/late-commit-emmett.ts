import { projections, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgresEventStore,
  postgreSQLProjection,
} from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import { benchEvent, newStreamId } from '@bench/appends/bench-event';
import {
  countInversions,
  holdsOpen,
  type LateCommitOptions,
  type LateCommitTally,
  tally,
} from '@bench/appends/late-commit-tally';
import { sleep } from '@bench/support/concurrent-writers';
import { waitUntilSettled } from '@bench/support/wait-until-settled';

const storeName = 'Emmett 0.42';
const heldType = 'LateCommitHeld';

/**
 * EVENTSTORE.md §1 against Emmett, through its own API only. An inline projection runs inside
 * the append's transaction before the commit; for the events of holding writers it just waits,
 * which keeps that transaction open while other writers commit later positions. A consumer with
 * one reactor follows live; afterwards a fresh one reads from the beginning until it reports
 * that no messages are left. Both read in (transaction id, position) order but resume by
 * position alone (readMessagesBatch and the reactor's checkpoint, 0.42.0).
 */
export async function lateCommitOnEmmett(
  url: string,
  options: LateCommitOptions,
): Promise<LateCommitTally[]> {
  const pool = new Pool({ connectionString: url, max: options.writers + 2 });
  // Dropping the scratch database ends its connections; that must not crash the bench.
  pool.on('error', () => {});
  const holdOpen = postgreSQLProjection({
    name: 'bench_hold_transaction_open',
    canHandle: [heldType],
    handle: () => sleep(Math.random() * options.maxHoldMs),
  });
  const store = getPostgreSQLEventStore(url, {
    connectionOptions: { pool },
    projections: projections.inline([holdOpen]),
  });
  const appended = new Set<string>();
  try {
    await store.schema.migrate();
    const live: string[] = [];
    const liveConsumer = consume(store, 'bench-late-commit-live', live, false);
    const liveRun = liveConsumer.start();
    try {
      await appendConcurrently(store, options, appended);
      // Its puller backs off to one read a second when idle, so wait a few of those.
      await waitUntilSettled(() => live.length, {
        expected: appended.size,
        settleMs: 2000,
        idleMs: 5000,
        timeoutMs: 60_000,
      });
    } finally {
      await liveConsumer.stop();
      await liveRun;
    }
    const fresh: string[] = [];
    await consume(store, 'bench-late-commit-fresh', fresh, true).start();

    const inversions = await countInversions(url, 'emt_messages');
    return [
      tally({ store: storeName, consumer: 'live consumer', inversions }, appended, live),
      tally({ store: storeName, consumer: 'fresh consumer', inversions }, appended, fresh),
    ];
  } finally {
    await store.close();
    await pool.end();
  }
}

/**
 * A consumer with one reactor that notes the id of every event it is given. The reactor keeps
 * Emmett's default start (its stored checkpoint, the beginning for a new processor id): with an
 * explicit startFrom it would ignore its checkpoints and skip nothing within a batch.
 */
function consume(
  store: PostgresEventStore,
  processorId: string,
  delivered: string[],
  untilCaughtUp: boolean,
) {
  const consumer = store.consumer(untilCaughtUp ? { stopWhen: { noMessagesLeft: true } } : {});
  consumer.reactor({
    processorId,
    eachMessage: async (message) => {
      delivered.push((message.data as { eventId: string }).eventId);
    },
  });
  return consumer;
}

async function appendConcurrently(
  store: PostgresEventStore,
  options: LateCommitOptions,
  appended: Set<string>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: options.writers }, async (_, writer) => {
      const type = holdsOpen(writer, options) ? heldType : 'LateCommit';
      for (let i = 0; i < options.appendsPerWriter; i++) {
        const { eventId, data, metadata } = benchEvent(type, { writer, i });
        appended.add(eventId);
        await store.appendToStream(newStreamId(), [{ type, data, metadata }], {
          expectedStreamVersion: STREAM_DOES_NOT_EXIST,
        });
      }
    }),
  );
}
