import type { LogStore } from '@services/log/log-store';
import { dayMs } from '@services/log/log-store';

/**
 * Prunes the rows past the retention setting now and once a day after. Every API process runs
 * it: a prune is one DELETE by age on an index, harmless to repeat. Answers how to stop it.
 */
export function pruneDaily(logs: LogStore, onError: (error: unknown) => void): () => void {
  const prune = () => void logs.prune().catch(onError);
  prune();
  const timer = setInterval(prune, dayMs);
  timer.unref();
  return () => clearInterval(timer);
}
