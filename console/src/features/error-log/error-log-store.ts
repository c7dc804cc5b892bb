import { useSyncExternalStore } from 'react';
import { wireNow } from '@console/lib/wire-dates';

/** A front-end error as SPEC.md §3 "Log entry" and §8 describe it. */
export interface ErrorLogEntry {
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
}

let entries: ErrorLogEntry[] = [];
const listeners = new Set<() => void>();

export const errorLogStore = {
  add(entry: ErrorLogEntry): void {
    entries = [entry, ...entries];
    for (const listener of listeners) listener();
  },
  clear(): void {
    entries = [];
    for (const listener of listeners) listener();
  },
  getSnapshot: (): ErrorLogEntry[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useErrorLog(): ErrorLogEntry[] {
  return useSyncExternalStore(errorLogStore.subscribe, errorLogStore.getSnapshot);
}

/** Records the page's unhandled errors and rejected promises (SPEC.md §8). */
export function startErrorLog(target: Window, now: () => Date = () => new Date()): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    errorLogStore.add(
      entryOf(
        'error',
        event.error,
        event.message,
        `${event.filename}:${event.lineno}:${event.colno}`,
        target,
        now(),
      ),
    );
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    errorLogStore.add(entryOf('unhandledrejection', event.reason, '', '', target, now()));
  });
}

function entryOf(
  type: string,
  error: unknown,
  message: string,
  info: string,
  target: Window,
  time: Date,
): ErrorLogEntry {
  const known = error instanceof Error;
  return {
    type,
    message: known ? error.message : message || String(error),
    stack: known ? (error.stack ?? '') : '',
    info,
    url: target.location.href,
    time: wireNow(time),
  };
}
