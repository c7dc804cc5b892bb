import { Clock } from '@platform/clock/clock';

/** A clock a test holds still and moves by hand, so that expiry is tested without sleeping. */
export class MovableClock extends Clock {
  private nowMs: number;

  constructor(start: Date = new Date()) {
    super();
    this.nowMs = start.getTime();
  }

  now(): Date {
    return new Date(this.nowMs);
  }

  advance(ms: number): void {
    this.nowMs += ms;
  }
}
