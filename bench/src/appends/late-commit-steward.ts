import { Client } from 'pg';
import { openPostgres } from '@platform/database/database';
import { type StoredEvent, startOfAll } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';
import { migrateToLatest } from '@infra/migrations/migrate';
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

const storeName = 'Steward SqlEventStore';

/**
 * EVENTSTORE.md §1 against our store: writers on their own connections call es_append (the
 * store's own SQL) inside a transaction that some of them hold open, while one subscription
 * follows live; afterwards a fresh subscription reads everything from the start.
 */
export async function lateCommitOnSteward(
  url: string,
  options: LateCommitOptions,
): Promise<LateCommitTally[]> {
  const database = openPostgres(url, 5);
  await migrateToLatest(database.db);
  // The writers call es_append themselves and announce nothing, so the subscription finds their
  // events only by polling: as often as `settling` below assumes.
  const store = new SqlEventStore(database, { idlePollMs: 250, eagerWindowMs: 1000 });
  const appended = new Set<string>();
  try {
    const live = follow(store);
    try {
      await appendConcurrently(url, options, appended);
      await waitUntilSettled(() => live.delivered.length, settling(appended.size));
    } finally {
      await live.subscription.stop();
    }
    const fresh = follow(store);
    await waitUntilSettled(() => fresh.delivered.length, settling(appended.size));
    await fresh.subscription.stop();

    const inversions = await countInversions(url, 'es_events');
    return [
      tally({ store: storeName, consumer: 'live subscribeToAll', inversions }, appended, live.delivered),
      tally({ store: storeName, consumer: 'fresh subscribeToAll', inversions }, appended, fresh.delivered),
    ];
  } finally {
    await store.close();
    await database.close();
  }
}

function follow(store: SqlEventStore) {
  const delivered: string[] = [];
  const subscription = store.subscribeToAll({
    from: startOfAll,
    batchSize: 100,
    async onBatch(events: StoredEvent[]) {
      delivered.push(...events.map((event) => event.eventId));
    },
  });
  return { delivered, subscription };
}

async function appendConcurrently(
  url: string,
  options: LateCommitOptions,
  appended: Set<string>,
): Promise<void> {
  const clients = Array.from({ length: options.writers }, () => new Client({ connectionString: url }));
  try {
    await Promise.all(clients.map((client) => client.connect()));
    await Promise.all(
      clients.map(async (client, writer) => {
        for (let i = 0; i < options.appendsPerWriter; i++) {
          const event = benchEvent('LateCommit', { writer, i });
          appended.add(event.eventId);
          await client.query('BEGIN');
          await client.query('SELECT es_append($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])', [
            newStreamId(),
            'no_stream',
            [event.eventId],
            [event.type],
            [JSON.stringify(event.data)],
            [JSON.stringify(event.metadata)],
          ]);
          if (holdsOpen(writer, options)) await sleep(Math.random() * options.maxHoldMs);
          await client.query('COMMIT');
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** Our subscription polls every 250 ms when idle, so 3 s without progress means it has nothing more. */
function settling(expected: number) {
  return { expected, settleMs: 1000, idleMs: 3000, timeoutMs: 60_000 };
}
