import type { SessionStandingRow } from '@services/auth/sessions/session-standing.repository';
import { type Session, standsOn } from '@services/auth/sessions/session-standing';

const now = new Date('2026-06-01T12:00:00Z');
const minute = 60_000;
const standing: SessionStandingRow = {
  userStatus: 1,
  roleIds: '11,12',
  deptIds: '21',
  locked: false,
  lockedUntil: null,
  tenantStatus: 1,
  tenantExpireTime: null,
  tokenRevoked: false,
  administrator: false,
};
const session: Session = { tenantId: '000000', userId: '7', roleId: '11,12', deptId: '21', jti: 'j' };

describe('standsOn', () => {
  it('lets a session of a present, unlocked user of a live tenant go on', () => {
    expect(standsOn(standing, session, now)).toBe(true);
    expect(standsOn({ ...standing, tenantExpireTime: new Date(now.getTime() + minute) }, session, now)).toBe(
      true,
    );
  });

  it('ends it with a lock that has not run out, and not after', () => {
    const lockedUntil = (offset: number) => ({
      ...standing,
      locked: true,
      lockedUntil: new Date(now.getTime() + offset),
    });
    expect(standsOn({ ...standing, locked: true }, session, now)).toBe(false);
    expect(standsOn(lockedUntil(minute), session, now)).toBe(false);
    expect(standsOn(lockedUntil(-minute), session, now)).toBe(true);
  });

  it('ends it when the tenant expired, either is disabled, or the token was revoked', () => {
    expect(standsOn({ ...standing, tenantExpireTime: new Date(now.getTime() - minute) }, session, now)).toBe(
      false,
    );
    expect(standsOn({ ...standing, userStatus: 0 }, session, now)).toBe(false);
    expect(standsOn({ ...standing, tenantStatus: 0 }, session, now)).toBe(false);
    expect(standsOn({ ...standing, tokenRevoked: true }, session, now)).toBe(false);
  });

  it('goes on acting in some of the roles and departments held, and ends when one is taken away', () => {
    expect(standsOn(standing, { ...session, roleId: '12' }, now)).toBe(true);
    expect(standsOn({ ...standing, roleIds: '12,13' }, session, now)).toBe(false);
    expect(standsOn({ ...standing, deptIds: '22' }, session, now)).toBe(false);
    expect(
      standsOn({ ...standing, roleIds: '', deptIds: '' }, { ...session, roleId: '', deptId: '' }, now),
    ).toBe(true);
  });
});
