/**
 * How the fake bank answers its next API calls (micro-deposits, transfers, refunds, status
 * queries, statements), set through POST /control/behaviour or `FakeBank.setBehaviour`:
 * - normal: executes and answers at once;
 * - delay: executes, answers after delayMs (default 200);
 * - fail: executes nothing, answers 503;
 * - timeout: executes, then answers only after delayMs (default one minute) — the case where the
 *   caller gives up not knowing the money moved;
 * - drop: executes, then closes the connection without a word.
 * `times` limits how many calls it applies to before the bank is normal again.
 */
export interface FakeBankBehaviour {
  mode: 'normal' | 'delay' | 'fail' | 'timeout' | 'drop';
  delayMs?: number;
  times?: number;
}

/**
 * How the fake bank sends its next charge notifications, set through
 * POST /control/notification-behaviour or `FakeBank.setNotificationBehaviour`:
 * - normal: once, at once;
 * - twice: the same notice (same bank serial) delivered twice;
 * - late: sent after delayMs (default two seconds);
 * - held: kept until released (`releaseHeldNotices`), so a day can be reconciled before its
 *   notice comes;
 * - wrongAmount: the notice says the amount plus wrongByFen (default 100) while the account and
 *   the statement hold the amount really received — a difference reconciliation must find.
 */
export interface FakeNotificationBehaviour {
  mode: 'normal' | 'twice' | 'late' | 'held' | 'wrongAmount';
  delayMs?: number;
  wrongByFen?: number;
  times?: number;
}

/** A behaviour that holds for its `times` next uses (for ever without), then turns normal. */
export class BehaviourSwitch<Behaviour extends { mode: string; times?: number }> {
  private current: Behaviour;

  constructor(private readonly normal: Behaviour) {
    this.current = normal;
  }

  set(behaviour: Behaviour): void {
    this.current = behaviour;
  }

  /** The behaviour for this use, counting it against `times`. */
  next(): Behaviour {
    const current = this.current;
    if (current.times !== undefined) {
      const times = current.times - 1;
      this.current = times > 0 ? { ...current, times } : this.normal;
    }
    return current;
  }

  reset(): void {
    this.current = this.normal;
  }
}
