import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';

/**
 * One connection a process keeps for itself, outside the pool's rotation, for what lives as
 * long as a session: LISTEN subscriptions and session-level advisory locks. One session for all
 * of them keeps the pool free for queries however many runners a process has. If the
 * connection dies, every lock holder is told (its lock is gone) and the listens are renewed on
 * a new connection.
 */
export class PostgresSession {
  private client: Promise<PoolClient> | undefined;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly locks = new Map<string, () => void>();
  private closed = false;
  /** The session's statements, one at a time: a pg client must not be handed a second query mid-flight. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly pool: Pool) {}

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
      await this.query(`LISTEN ${channel}`);
    }
    handlers.add(onNotify);
    return async () => {
      handlers.delete(onNotify);
    };
  }

  /** Answers whether the lock was granted; `onLost` fires if the session dies while holding it. */
  async tryLock(key: string, onLost: () => void): Promise<boolean> {
    if (this.locks.has(key)) return false;
    const { rows } = await this.query<{ granted: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS granted',
      [key],
    );
    if (!rows[0]?.granted) return false;
    this.locks.set(key, onLost);
    return true;
  }

  async unlock(key: string): Promise<void> {
    if (!this.locks.delete(key)) return;
    await this.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    client?.release();
  }

  private query<Row extends QueryResultRow>(text: string, values: unknown[] = []): Promise<QueryResult<Row>> {
    const result = this.queue.then(async () => (await this.connection()).query<Row>(text, values));
    this.queue = result.catch(() => {});
    return result;
  }

  private connection(): Promise<PoolClient> {
    // A lock or listen asked for after close must not take a pool connection the pool is ending.
    if (this.closed) return Promise.reject(new Error('the database session is closed'));
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<PoolClient> {
    const client = await this.pool.connect().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    client.on('notification', (message) =>
      this.channels.get(message.channel)?.forEach((handler) => handler(message.payload ?? '')),
    );
    client.on('error', () => this.lost(client));
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    return client;
  }

  private lost(client: PoolClient): void {
    // Once closed, the session released its client to the pool, which owns it now: a later error
    // (the server ending it) must not release it a second time.
    if (this.closed) return;
    this.client = undefined;
    client.release(true);
    const holders = [...this.locks.values()];
    this.locks.clear();
    for (const onLost of holders) onLost();
    if (!this.closed && this.channels.size > 0) void this.connection().catch(() => {});
  }
}
