import { randomUUID } from 'node:crypto';
import type {
  EnqueueOptions,
  JobCatalogue,
  JobHandler,
  JobHandlers,
  JobName,
  JobPayloads,
} from '@platform/jobs/jobs.port';

export const defaultAttempts = 3;
export const defaultBackoffMs = 1000;
/** The longest delay a Node timer can wait, and what an int4 column holds. */
export const maxDelayMs = 2 ** 31 - 1;

/**
 * Boot fails rather than a job waiting forever for a handler nobody registered (STYLE.md §6). The
 * types already demand one handler per name; this catches what a cast or a merge of contexts hides,
 * and a handler for a name the catalogue does not list, which is a typo or a forgotten entry.
 */
export function assertHandlersMatchCatalogue<Payloads extends JobPayloads>(
  catalogue: JobCatalogue<Payloads>,
  handlers: JobHandlers<Payloads>,
): void {
  const names = Object.keys(catalogue);
  const missing = names.filter((name) => typeof (handlers as Record<string, unknown>)[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`no handler for job(s): ${missing.join(', ')}`);
  if (unknown.length > 0)
    throw new Error(`handler(s) for job(s) not in the catalogue: ${unknown.join(', ')}`);
}

/**
 * The handler for a job read back from storage, where its payload is no longer typed: the name it
 * was enqueued under ties the payload to the type `enqueue` checked.
 */
export function handlerFor<Payloads extends JobPayloads>(
  handlers: JobHandlers<Payloads>,
  name: string,
): JobHandler<unknown> | undefined {
  return Object.hasOwn(handlers, name) ? (handlers as Record<string, JobHandler<unknown>>)[name] : undefined;
}

export interface ResolvedEnqueue {
  idempotencyKey: string;
  attempts: number;
  backoffMs: number;
  delayMs: number;
}

/** The caller's options win over the catalogue's policy, which wins over the defaults. */
export function resolveEnqueueOptions<Payloads extends JobPayloads, Name extends JobName<Payloads>>(
  catalogue: JobCatalogue<Payloads>,
  name: Name,
  payload: Payloads[Name],
  options: EnqueueOptions = {},
): ResolvedEnqueue {
  // The types rule it out, but a name read from a message or a cast would otherwise fail far later.
  if (!Object.hasOwn(catalogue, name)) throw new Error(`job "${name}" is not in the catalogue`);
  const policy = catalogue[name];
  const attempts = options.attempts ?? policy.attempts ?? defaultAttempts;
  const backoffMs = options.backoffMs ?? policy.backoffMs ?? defaultBackoffMs;
  // Bounds both stores hold: an int4 column in SQL, a delay Node can wait in BullMQ.
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > 1000) {
    throw new RangeError(`attempts must be an integer from 1 to 1000, got ${attempts}`);
  }
  if (!Number.isInteger(backoffMs) || backoffMs < 0 || backoffMs > maxDelayMs) {
    throw new RangeError(`backoffMs must be an integer from 0 to ${maxDelayMs}, got ${backoffMs}`);
  }
  const delayMs = options.delayMs ?? 0;
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > maxDelayMs) {
    throw new RangeError(`delayMs must be an integer from 0 to ${maxDelayMs}, got ${delayMs}`);
  }
  const idempotencyKey = options.idempotencyKey ?? policy.idempotencyKey?.(payload) ?? randomUUID();
  if (idempotencyKey === '') throw new RangeError('an idempotency key cannot be empty');
  return { idempotencyKey, attempts, backoffMs, delayMs };
}
