/** When a batch is written, and how much may wait (log-settings.ts). */
export interface BatchLimits {
  flushMs: number;
  flushRows: number;
  bufferRows: number;
}

/**
 * The rows of one log table waiting in memory to be written in one insert: the request that
 * makes a row only pushes it here. Written every `flushMs`, or at once when `flushRows` wait.
 * Bounded: while `bufferRows` wait (the database slow or down), newer rows are dropped and
 * counted rather than kept, and a batch the database refuses is dropped and counted too —
 * telemetry must never take the API down with it.
 */
export class LogBatch<Row> {
  private waiting: Row[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private droppedRows = 0;
  private droppedReported = 0;

  constructor(
    private readonly write: (rows: readonly Row[]) => Promise<void>,
    private readonly limits: BatchLimits,
    private readonly report: (problem: string) => void,
  ) {
    this.timer = setInterval(() => void this.flush().then(() => this.reportDropped()), limits.flushMs);
    // A process with nothing else to do may exit; stop() writes what is left.
    this.timer.unref();
  }

  /** Rows lost so far: pushed beyond the bound, or in a batch the database refused. */
  get dropped(): number {
    return this.droppedRows;
  }

  push(row: Row): void {
    if (this.waiting.length >= this.limits.bufferRows) {
      this.droppedRows++;
      return;
    }
    this.waiting.push(row);
    if (this.waiting.length >= this.limits.flushRows) void this.flush();
  }

  /**
   * Writes what waits now, after any write already under way (one insert at a time, so rows
   * taken later are never written first). Resolves once they are written or dropped.
   */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeWaiting(): Promise<void> {
    // Taken when its turn comes, not when flush() was called: queued flushes hold no rows.
    const rows = this.waiting;
    if (rows.length === 0) return;
    this.waiting = [];
    try {
      await this.write(rows);
    } catch (error) {
      this.droppedRows += rows.length;
      this.report(`the database refused a batch of ${rows.length} log rows: ${String(error)}`);
    }
  }

  /** Says once per tick how many rows were lost since the last time, so that a flood is seen. */
  private reportDropped(): void {
    const lost = this.droppedRows - this.droppedReported;
    if (lost === 0) return;
    this.droppedReported = this.droppedRows;
    this.report(`${lost} log rows dropped (${this.droppedRows} since start)`);
  }
}
