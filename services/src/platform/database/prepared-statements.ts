import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { sqlStateOf } from '@platform/database/sql-state';

/** Runs of one text on a connection before it is kept prepared there (JDBC's prepareThreshold). */
const usesBeforePreparing = 5;
/**
 * Statements kept prepared on one connection at most. A text that varies with its input (an IN
 * list, a multi-row insert) counts once per shape; past this many, texts run unprepared as before.
 */
const preparedPerConnection = 200;
/** Texts counted but not yet prepared, per connection; the count starts over past this many. */
const countedPerConnection = 2_000;

/**
 * How long a pooled connection serves before it is replaced, once released (pg-pool's
 * maxLifetimeSeconds). PostgreSQL keeps a prepared statement's generic plan until DDL, ANALYZE or
 * VACUUM touches its tables, not as they grow: a plan made while a table held a few pages (a
 * sequential scan, cheapest then) is kept once it holds a million rows, for the connection's
 * whole life, and for ever where autovacuum is off. A new connection plans on the tables as they
 * are. In the money-movements bench (10,000 orders) stale plans read es_events whole for a
 * stream: PostgreSQL spent 1.5–2.4 ms per movement, 0.95–0.99 ms with connections renewed.
 */
export const connectionLifetimeSeconds = 60;

/**
 * A pool for Kysely whose connections keep the statements they run often prepared, as JDBC
 * drivers do: node-postgres sends every query unnamed, so PostgreSQL parses, analyses and plans
 * it again at every call, about a quarter of its work on the write path (the event store's
 * appends and reads, the projections' batches, the checkpoints). A named statement is parsed
 * once per connection; PostgreSQL then plans it per call for its first runs and keeps a generic
 * plan only where that costs no more (plan_cache_mode auto). A statement whose tables change
 * shape is re-planned by PostgreSQL itself; one whose tables only grow is not, so the pools
 * replace their connections as they age (connectionLifetimeSeconds).
 *
 * Only queries with parameters are named: a text without them may hold several statements,
 * which a prepared statement cannot.
 */
export function keepPreparing(pool: Pool): PostgresPool {
  const wrapped = new WeakMap<PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let preparing = wrapped.get(client);
      if (!preparing) {
        // One wrapper per connection: Kysely knows a connection by the client it is handed.
        preparing = new PreparingClient(client);
        wrapped.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
  };
}

class PreparingClient implements PostgresPoolClient {
  private readonly names = new Map<string, string>();
  private readonly uses = new Map<string, number>();
  /** Names are never reused: node-postgres remembers every name it has parsed on the connection. */
  private made = 0;

  constructor(private readonly client: PoolClient) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    textOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof textOrCursor !== 'string') return this.client.query(textOrCursor as never);
    const values = [...parameters];
    const name = values.length > 0 ? this.nameOf(textOrCursor) : undefined;
    const answer = name
      ? this.runPrepared(name, textOrCursor, values)
      : this.client.query({ text: textOrCursor, values });
    return answer as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }

  private nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name || this.names.size >= preparedPerConnection) return name;
    const runs = (this.uses.get(text) ?? 0) + 1;
    if (runs < usesBeforePreparing) {
      if (this.uses.size >= countedPerConnection) this.uses.clear();
      this.uses.set(text, runs);
      return undefined;
    }
    this.uses.delete(text);
    const kept = `kept_${this.made++}`;
    this.names.set(text, kept);
    return kept;
  }

  /**
   * A statement whose result columns changed (`SELECT *` over a table another process altered)
   * cannot run prepared again: its text is prepared afresh under a new name later. Outside a
   * transaction the old statement is dropped and the text run unprepared at once; inside one,
   * the failure has aborted it and its caller decides.
   */
  private async runPrepared(name: string, text: string, values: unknown[]) {
    try {
      return await this.client.query({ name, text, values });
    } catch (error) {
      if (!isStaleResultType(error)) throw error;
      this.names.delete(text);
      if (this.client.getTransactionStatus() !== 'I') throw error;
      await this.client.query(`DEALLOCATE ${name}`);
      return this.client.query({ text, values });
    }
  }
}

function isStaleResultType(error: unknown): boolean {
  return (
    error instanceof Error &&
    sqlStateOf(error) === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}
