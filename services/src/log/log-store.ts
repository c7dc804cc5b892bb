import type { Clock } from '@platform/clock/clock';
import type { SqlDatabase } from '@platform/database/database';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { LogBatch } from '@services/log/log-batch';
import { apiLogColumns, errorLogColumns, usualLogColumns } from '@services/log/log-columns';
import { LogRecords } from '@services/log/log-records.repository';
import type { LogSettings } from '@services/log/log-settings';
import type { LogErrorTable, LogApiTable, LogUsualTable } from '@services/log/log.tables';

type NewRow<Table> = Omit<Table, 'id' | 'create_time'>;
type Stamped<Table> = NewRow<Table> & { id: string; create_time: Date };

/**
 * The process's logs: each table's records and the batch its rows wait in. `append*` stamps a
 * row (id, time) and leaves it in memory; nothing here awaits the database on a request's path.
 */
export class LogStore {
  readonly apiLogs: LogRecords<'log_api', (typeof apiLogColumns)[number]>;
  readonly errorLogs: LogRecords<'log_error', (typeof errorLogColumns)[number]>;
  readonly usualLogs: LogRecords<'log_usual', (typeof usualLogColumns)[number]>;
  private readonly batches: {
    api: LogBatch<Stamped<LogApiTable>>;
    error: LogBatch<Stamped<LogErrorTable>>;
    usual: LogBatch<Stamped<LogUsualTable>>;
  };

  constructor(
    { db, tenantReads }: SqlDatabase,
    readonly settings: LogSettings,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    report: (problem: string) => void,
  ) {
    this.apiLogs = new LogRecords(db, tenantReads, 'log_api', apiLogColumns);
    this.errorLogs = new LogRecords(db, tenantReads, 'log_error', errorLogColumns);
    this.usualLogs = new LogRecords(db, tenantReads, 'log_usual', usualLogColumns);
    this.batches = {
      api: new LogBatch((rows) => this.apiLogs.append(rows), settings, report),
      error: new LogBatch((rows) => this.errorLogs.append(rows), settings, report),
      usual: new LogBatch((rows) => this.usualLogs.append(rows), settings, report),
    };
  }

  appendApi(row: NewRow<LogApiTable>): void {
    this.batches.api.push(this.stamped(row));
  }

  appendError(row: NewRow<LogErrorTable>): void {
    this.batches.error.push(this.stamped(row));
  }

  appendUsual(row: NewRow<LogUsualTable>): void {
    this.batches.usual.push(this.stamped(row));
  }

  /** Writes every row waiting now (tests read after it; stopping calls it). */
  async flush(): Promise<void> {
    await Promise.all(Object.values(this.batches).map((batch) => batch.flush()));
  }

  /** Removes every row older than the retention setting; answers how many per table. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.settings.retentionDays * dayMs);
    const pruned = await Promise.all(
      [this.apiLogs, this.errorLogs, this.usualLogs].map((records) => records.pruneBefore(cutoff)),
    );
    return pruned.reduce((sum, count) => sum + count, 0);
  }

  async stop(): Promise<void> {
    await Promise.all(Object.values(this.batches).map((batch) => batch.stop()));
  }

  private stamped<Row>(row: Row): Row & { id: string; create_time: Date } {
    return { ...row, id: this.ids.next(), create_time: this.clock.now() };
  }
}

export const dayMs = 24 * 60 * 60 * 1000;
