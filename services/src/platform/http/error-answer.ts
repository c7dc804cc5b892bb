import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import { WrongExpectedRevisionError } from '@platform/event-store/event-store.port';
import { DomainError, type DomainErrorKind, ValidationError } from '@platform/errors/domain-errors';

/**
 * The codes WIRE.md gives a failed answer, plus 503 for a write whose read models lag behind and
 * 429 for a caller over a rate limit; the HTTP status always equals the code.
 */
export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

/** What a failed request answers: the envelope's code, msg and data. */
export interface ErrorAnswer {
  code: ErrorCode;
  msg: string;
  data: Record<string, unknown>;
}

/** Shown when a write was kept but the lists it feeds did not show it within the wait. */
export const READ_MODEL_LAG_MSG = '操作已保存,但列表尚未更新,请稍后刷新';

/** Shown when another writer changed the stream first and the bounded retries ran out. */
export const CONCURRENT_WRITE_MSG = '数据已被他人修改,请刷新后重试';

/** The HTTP status (and envelope code) of each kind of refusal. */
const statusOf: Record<DomainErrorKind, ErrorCode> = {
  invalid: 400,
  refused: 400,
  'not-found': 404,
  conflict: 409,
  forbidden: 403,
  unauthenticated: 401,
};

/**
 * The answer for an error the application knows about, or undefined for anything else (which
 * the HTTP layer then treats as a framework error or an unexpected 500).
 */
export function answerForKnownError(error: unknown): ErrorAnswer | undefined {
  if (error instanceof ValidationError) {
    // The field lets the console highlight the input; the message already says what is wrong.
    return {
      code: statusOf[error.kind],
      msg: error.message,
      data: error.field ? { field: error.field } : {},
    };
  }
  if (error instanceof DomainError) return { code: statusOf[error.kind], msg: error.message, data: {} };
  // The store's own message names streams and revisions: useful in logs, meaningless to users.
  if (error instanceof WrongExpectedRevisionError) return { code: 409, msg: CONCURRENT_WRITE_MSG, data: {} };
  if (error instanceof ReadModelLagError) return { code: 503, msg: READ_MODEL_LAG_MSG, data: {} };
  return undefined;
}
