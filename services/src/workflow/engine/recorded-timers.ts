/** A timer the engine asked for: the callback the engine expects when it is due. */
interface RecordedTimer {
  activityId: string;
  delay: number;
  fire: () => void;
}

/**
 * The engine's timers (bpmn-elements' `timers` option) without a clock of the process: a timer
 * is only recorded, so that it outlives the process as a delayed job, and fired on purpose when
 * that job comes back (process-engine.ts).
 */
export class RecordedTimers {
  readonly executing: RecordedTimer[] = [];

  register(): this {
    return this;
  }

  setTimeout(callback: (...args: unknown[]) => void, delay: number, owner?: { id?: string }): RecordedTimer {
    const timer = { activityId: owner?.id ?? '', delay, fire: () => callback() };
    this.executing.push(timer);
    return timer;
  }

  clearTimeout(timer: RecordedTimer | undefined): undefined {
    const place = timer ? this.executing.indexOf(timer) : -1;
    if (place >= 0) this.executing.splice(place, 1);
    return undefined;
  }

  of(activityId: string): RecordedTimer | undefined {
    return this.executing.find((timer) => timer.activityId === activityId);
  }
}
