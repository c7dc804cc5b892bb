import type { SqlDatabase } from '@platform/database/database';
import {
  formatGlobalPosition,
  type GlobalPosition,
  laterOf,
  parseGlobalPosition,
} from '@platform/event-store/event-store.port';

const channel = 'projection_progress';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const payloadLimit = 7900;
/** Reports of a few milliseconds travel in one NOTIFY. */
const gatherMs = 5;

/**
 * Carries the progress of this process's projection runners to every other process, so that a
 * command answered where its read models are not run (PROCESS_ROLES split, or a standby whose
 * runners wait for the lock) answers as soon as the batch holding its events has committed,
 * not at the next poll of the checkpoint table. A position is announced only after the batch
 * that reached it committed, so it is as true in the process that hears it as in this one.
 * A lost notification only delays a waiter until that poll, which stays.
 */
export class ProgressBroadcast {
  private unannounced = new Map<string, GlobalPosition>();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: SqlDatabase) {}

  /** PGlite belongs to one process: there is nobody else to tell or to hear. */
  private get shared(): boolean {
    return this.database.kind === 'postgres';
  }

  /** Calls `heard` with the positions each NOTIFY carries, this process's own among them. */
  async listen(heard: (positions: ReadonlyMap<string, GlobalPosition>) => void): Promise<void> {
    if (!this.shared || this.unlisten) return;
    this.unlisten = await this.database.listen(channel, (payload) => heard(decodeProgress(payload)));
  }

  announce(name: string, position: GlobalPosition): void {
    if (!this.shared) return;
    const known = this.unannounced.get(name);
    this.unannounced.set(name, known ? laterOf(known, position) : position);
    this.timer ??= setTimeout(() => void this.send(), gatherMs);
  }

  /** Sends what is still unannounced, and stops hearing. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.send();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  private async send(): Promise<void> {
    this.timer = undefined;
    if (this.unannounced.size === 0) return;
    const payload = encodeProgress(this.unannounced);
    this.unannounced = new Map();
    await this.database.notify(channel, payload).catch(() => {
      // Waiters elsewhere fall back to the checkpoint table; a lost notice only delays them.
    });
  }
}

/** `{"name":"commit/prepare",…}`; too many to fit is sent as `{}`, which tells nothing. */
function encodeProgress(positions: ReadonlyMap<string, GlobalPosition>): string {
  const full = JSON.stringify(
    Object.fromEntries([...positions].map(([name, position]) => [name, formatGlobalPosition(position)])),
  );
  return full.length < payloadLimit ? full : '{}';
}

/** Reads a payload back, leaving out whatever it cannot read. */
function decodeProgress(payload: string): Map<string, GlobalPosition> {
  const positions = new Map<string, GlobalPosition>();
  try {
    for (const [name, text] of Object.entries(JSON.parse(payload) as Record<string, unknown>)) {
      const position = parseGlobalPosition(text);
      if (position) positions.set(name, position);
    }
  } catch {
    // An unreadable notice tells nothing; the checkpoint table still does.
  }
  return positions;
}
