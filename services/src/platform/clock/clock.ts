/**
 * The time commands are stamped with. Handlers take it injected rather than reading the system
 * clock, so that a test can hold time still or move it.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
