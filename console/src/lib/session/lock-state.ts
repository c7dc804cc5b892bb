import type { LockState } from '@console/lib/session/session.types';

/** The lock screen's two states (SPEC.md §4); the session machine holds one of them. */
export const unlocked: LockState = { locked: false, password: '' };

export function lockScreen(password: string): LockState {
  return { locked: true, password };
}
