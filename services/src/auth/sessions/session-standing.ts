import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { KeptSessionStandings } from '@services/auth/sessions/kept-session-standings';
import {
  SessionStandingRepository,
  type SessionStandingRow,
} from '@services/auth/sessions/session-standing.repository';

/** A session as a token carries it: who, in which tenant, acting in which roles and departments. */
export interface Session {
  tenantId: string;
  userId: string;
  /** Comma lists, as tokens carry them. */
  roleId: string;
  deptId: string;
  /** The access token's id; absent for a refresh token. */
  jti?: string;
}

const present = 1;

/**
 * Whether a session may go on: its user and tenant are still there and enabled, the user is not
 * locked, the tenant has not expired, the user still holds every role and department the session
 * acts in, and (for an access token) it was not logged out. Every authenticated call and every
 * refresh asks, so a removal, lock, expiry, role change or logout ends the session at the next call.
 */
@Injectable()
export class SessionStanding {
  constructor(
    private readonly standing: SessionStandingRepository,
    private readonly kept: KeptSessionStandings,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the session stands and, if so, whether it acts as the tenant's administrator. An
   * access token's standing is read in one statement at its first call and then kept in memory
   * until what it was read from changes; a refresh (no jti) is rare and always reads.
   */
  async check(session: Session): Promise<{ stands: false } | { stands: true; administrator: boolean }> {
    const now = this.clock.now();
    const roleIds = session.roleId.split(',').filter((id) => id !== '');
    const read = async () => ({ row: await this.standing.find({ ...session, roleIds }, now) });
    const { row } = session.jti === undefined ? await read() : await this.kept.standingOf(session.jti, read);
    if (!row || !standsOn(row, session, now)) return { stands: false };
    return { stands: true, administrator: Boolean(row.administrator) };
  }
}

export function standsOn(row: SessionStandingRow, session: Session, now: Date): boolean {
  return (
    row.userStatus === present &&
    row.tenantStatus === present &&
    !row.tokenRevoked &&
    !(row.locked && (row.lockedUntil === null || row.lockedUntil > now)) &&
    !(row.tenantExpireTime !== null && row.tenantExpireTime < now) &&
    holdsAll(row.roleIds, session.roleId) &&
    holdsAll(row.deptIds, session.deptId)
  );
}

/**
 * Whether every id of the comma list `acting` is one of `held`. "0" is none: the caller of a
 * session without a department acts in department "0" (and a code issued to them carries it).
 */
function holdsAll(held: string, acting: string): boolean {
  const own = new Set(held.split(','));
  return acting
    .split(',')
    .filter((id) => id !== '' && id !== '0')
    .every((id) => own.has(id));
}
