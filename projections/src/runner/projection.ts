import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { StoredEvent } from '@platform/event-store/event-store.port';

/**
 * A read model kept up to date from the global order. `apply` receives a batch of the events
 * it handles, in order, inside the transaction that also moves its checkpoint: it must write
 * with set-based SQL (a few statements per batch) and be safe to replay after a rebuild.
 */
export interface Projection {
  readonly name: string;
  /** The event types it reads: its runner reads and is woken by these alone. */
  readonly handles: readonly string[];
  /** The tables it owns and alone writes: emptied by a rebuild. */
  readonly tables: readonly string[];
  apply(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<void>;
  /**
   * What `apply` writes, given as data-modifying statements that need no other's writes, each
   * writing only where `when` holds; for a projection that can say so ahead. The runner then
   * sends them and the checkpoint's move as one statement, one round trip with no transaction
   * around it (apply-batch.ts).
   */
  writesOf?(events: readonly StoredEvent[], when: RawBuilder<unknown>): RawBuilder<unknown>[];
}
