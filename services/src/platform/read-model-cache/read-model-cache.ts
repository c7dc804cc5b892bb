import { LRUCache } from 'lru-cache';
import type { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';

/**
 * Reads of some read-model tables kept in memory, filled on first use and forgotten as soon as
 * the tables change (ReadModelChanges), never after a time: what it answers is what the tables
 * hold. Bounded: the least recently used entries make room for new ones.
 */
export class ReadModelCache<Value extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Value>;

  constructor(
    private readonly changes: ReadModelChanges,
    /** Every table the kept reads depend on. */
    private readonly tables: readonly string[],
    max: number,
  ) {
    this.entries = new LRUCache({ max });
    changes.watch(tables, {
      forget: (keys) => {
        if (!keys) this.entries.clear();
        else for (const key of keys) this.entries.delete(key);
      },
    });
  }

  async read(key: string, load: () => Promise<Value>): Promise<Value> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const since = this.changes.generation;
    const value = await load();
    if (this.changes.mayKeep(this.tables, since)) this.entries.set(key, value);
    return value;
  }
}
