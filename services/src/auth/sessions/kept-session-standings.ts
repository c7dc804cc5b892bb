import { ReadModelCache } from '@platform/read-model-cache/read-model-cache';
import type { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';
import {
  type SessionStandingRow,
  sessionStandingTables,
} from '@services/auth/sessions/session-standing.repository';

/** A standing as read; no row when the user or the tenant is gone. */
export interface KeptStanding {
  row: SessionStandingRow | undefined;
}

/** Access tokens a process keeps the standing of: each signed-in console holds one at a time. */
const maxTokens = 50_000;

/**
 * The standing of each access token in use, by its jti (which the token's signature binds to
 * its tenant, user, roles and departments), kept in memory until one of the tables it was read
 * from changes or the token is revoked. What the clock decides (a lock running out, a tenant
 * expiring) is not kept: the check weighs the kept row against the time of each call.
 */
export class KeptSessionStandings extends ReadModelCache<KeptStanding> {
  constructor(private readonly announced: ReadModelChanges) {
    super(announced, sessionStandingTables, maxTokens);
  }

  /** The token's standing, once the changes that reached this process have been applied. */
  async standingOf(jti: string, load: () => Promise<KeptStanding>): Promise<KeptStanding> {
    await this.announced.arrived();
    return this.read(jti, load);
  }
}
