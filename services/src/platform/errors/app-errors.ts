/**
 * Typed application errors. Any layer (deciders, handlers, repositories, jobs) throws them
 * without importing Nest; the HTTP layer turns them into the WIRE.md envelope
 * (see error-answer.ts). The message is what the user reads, so it is written for them, in the
 * words of SPEC.md where it gives them.
 */
export abstract class AppError extends Error {
  /** The HTTP status and envelope `code` this error answers with. */
  abstract readonly status: 400 | 401 | 403 | 404 | 409;
}

/** Bad input, or a business rule that refuses the request (a refused state transition). */
export class BadRequestError extends AppError {
  readonly status = 400;
  override readonly name = 'BadRequestError';
}

/** Input that fails validation; `field` names the offending input field when one is known. */
export class ValidationError extends AppError {
  readonly status = 400;
  override readonly name = 'ValidationError';

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  override readonly name = 'NotFoundError';
}

/** A write that collides with another one; the user retries after refreshing. */
export class ConflictError extends AppError {
  readonly status = 409;
  override readonly name = 'ConflictError';
}

/** A valid token that lacks the right: the console stays logged in and shows the message. */
export class ForbiddenError extends AppError {
  readonly status = 403;
  override readonly name = 'ForbiddenError';

  constructor(message = '没有权限执行此操作') {
    super(message);
  }
}

/** No valid token: the console logs the user out. */
export class UnauthorizedError extends AppError {
  readonly status = 401;
  override readonly name = 'UnauthorizedError';

  constructor(message = '请求未授权,请重新登录') {
    super(message);
  }
}
