import { sql } from 'kysely';
import type { AdvisoryLock, SqlDatabase } from '@platform/database/database';
import type { GlobalPosition } from '@platform/event-store/event-store.port';
import { SqlEventStore } from '@platform/event-store/sql/sql-event-store';

/** The checkpoint (in projection_checkpoints) of the tenant chains: how far es_seal has sealed. */
export const tenantSealsCheckpoint = 'tenant-seals';

export interface SealerTiming {
  /** How often the holder of the lock seals what was appended meanwhile. */
  sealEveryMs: number;
  /** How often a standby process asks for the lock held by another. */
  campaignEveryMs: number;
  batchSize: number;
}

const defaultTiming: SealerTiming = { sealEveryMs: 1000, campaignEveryMs: 2000, batchSize: 2000 };

/**
 * Seals each tenant's chain right behind the appends (migration 0130). Every tick it calls
 * es_seal, which reads what was appended past its checkpoint below the fence, seals it and moves
 * the checkpoint in one statement, until a call seals less than a batch. It runs on a timer
 * rather than at each append: a tick costs one statement however many appends it seals, so
 * the write path keeps its own statements and nothing more. One process seals at a time (an
 * advisory lock, as a projection runner holds); the others stand by.
 */
export class TenantSealer {
  private lock: AdvisoryLock | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sealing: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly database: SqlDatabase,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly timing: SealerTiming = defaultTiming,
  ) {}

  /** Starts sealing without waiting for it: a long unsealed history must not hold up a start. */
  start(): void {
    this.stopped = false;
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.sealing;
    const lock = this.lock;
    this.lock = undefined;
    await lock?.release();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    this.sealing = this.sealOnce().catch(this.onError);
    await this.sealing;
    if (this.stopped) return;
    const wait = this.lock ? this.timing.sealEveryMs : this.timing.campaignEveryMs;
    this.timer = setTimeout(() => void this.tick(), wait);
  }

  private async sealOnce(): Promise<void> {
    this.lock ??= await this.database.tryAdvisoryLock(`projection:${tenantSealsCheckpoint}`, () => {
      this.lock = undefined;
    });
    if (!this.lock) return;
    for (;;) {
      const { rows } = await sql<{ sealed: number }>`
        SELECT es_seal(${this.timing.batchSize}::int) AS sealed`.execute(this.database.db);
      if (rows[0]!.sealed < this.timing.batchSize || this.stopped) return;
    }
  }
}

/** Where the tenant chains have been sealed up to. */
export async function sealedUpTo(database: SqlDatabase): Promise<GlobalPosition> {
  const { rows } = await sql<{ commit_position: string; prepare_position: string }>`
    SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = ${tenantSealsCheckpoint}`.execute(
    database.db,
  );
  const row = rows[0];
  return row
    ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
    : { commit: 0n, prepare: 0n };
}

/** How many stored events no tenant chain has sealed yet. */
export async function unsealedEvents(database: SqlDatabase): Promise<number> {
  const { rows } = await sql<{ unsealed: number }>`
    SELECT count(*)::int AS unsealed FROM es_events e
     WHERE NOT EXISTS (SELECT FROM es_tenant_seals s
                        WHERE (s.transaction_id, s.global_position) = (e.transaction_id, e.global_position))`.execute(
    database.db,
  );
  return rows[0]!.unsealed;
}

/** The sealer for the stores that keep their events in the database; the others have none. */
export function tenantSealerFor(
  database: SqlDatabase,
  store: unknown,
  onError?: (error: unknown) => void,
): TenantSealer | undefined {
  return store instanceof SqlEventStore ? new TenantSealer(database, onError) : undefined;
}
