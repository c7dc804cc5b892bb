import type { SqlDatabase } from '@platform/database/database';
import { GatheredNotice, notifyPayloadLimit } from '@platform/database/gathered-notice';
import {
  formatGlobalPosition,
  type GlobalPosition,
  laterOf,
  parseGlobalPosition,
} from '@platform/event-store/event-store.port';

const channel = 'projection_progress';

/**
 * Carries the progress of this process's projection runners to every other process, so that a
 * command answered where its read models are not run (PROCESS_ROLES split) answers as soon as
 * the batch holding its events has committed, not at the next poll of the checkpoint table. A
 * position is announced only after the batch that reached it committed, so it is as true in the
 * process that hears it as in this one. A lost notice only delays a waiter until that poll,
 * which stays.
 */
export class ProgressBroadcast {
  private readonly notice: GatheredNotice<Map<string, GlobalPosition>>;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: SqlDatabase) {
    this.notice = new GatheredNotice<Map<string, GlobalPosition>>(database, channel, encodeProgress);
  }

  /** Calls `heard` with the positions each notice carries, this process's own among them. */
  async listen(heard: (positions: ReadonlyMap<string, GlobalPosition>) => void): Promise<void> {
    // PGlite belongs to one process: there is nobody else to hear.
    if (this.database.kind !== 'postgres' || this.unlisten) return;
    this.unlisten = await this.database.listen(channel, (payload) => heard(decodeProgress(payload)));
  }

  announce(name: string, position: GlobalPosition): void {
    this.notice.add((gathered = new Map()) => {
      const known = gathered.get(name);
      return gathered.set(name, known ? laterOf(known, position) : position);
    });
  }

  /** Sends what is still unannounced, and stops hearing. */
  async close(): Promise<void> {
    await this.notice.flush();
    await this.unlisten?.();
    this.unlisten = undefined;
  }
}

/** `{"name":"commit/prepare",…}`; too many to fit is sent as `{}`, which tells nothing. */
function encodeProgress(positions: ReadonlyMap<string, GlobalPosition>): string {
  const full = JSON.stringify(
    Object.fromEntries([...positions].map(([name, position]) => [name, formatGlobalPosition(position)])),
  );
  return full.length < notifyPayloadLimit ? full : '{}';
}

/** Reads a notice back, leaving out whatever it cannot read. */
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
