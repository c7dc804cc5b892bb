/** A clock the test moves by hand, in milliseconds since the Unix epoch. */
export interface ManualClock {
  read: () => number;
  advance(ms: number): void;
}

export function manualClock(startMs = Date.UTC(2025, 0, 1)): ManualClock {
  let nowMs = startMs;
  return {
    read: () => nowMs,
    advance(ms) {
      nowMs += ms;
    },
  };
}
