import { type ErrorLogEntry, errorLogStore } from '@console/features/error-log/error-log-store';

/** The server's batch limit (console-error.schemas.ts). */
const maxPerPost = 50;

/**
 * Sends each new entry of the error log to the server (blade-log/error/console-submit), batched
 * every `everyMs`, never awaited by the page. An entry is sent once: a post that fails is
 * dropped, not retried and not logged — a failing post must not feed the log it drains.
 * Answers how to stop.
 */
export function startErrorLogSender(
  post: (errors: readonly ErrorLogEntry[]) => Promise<unknown>,
  everyMs = 2000,
): () => void {
  // Entries already in the log when the sender starts were met before sign-in: sent too.
  const sent = new WeakSet<ErrorLogEntry>();
  const send = () => {
    const waiting = errorLogStore
      .getSnapshot()
      .filter((entry) => !sent.has(entry))
      .reverse()
      .slice(0, maxPerPost);
    if (waiting.length === 0) return;
    for (const entry of waiting) sent.add(entry);
    post(waiting).catch(() => undefined);
  };
  const timer = setInterval(send, everyMs);
  return () => clearInterval(timer);
}
